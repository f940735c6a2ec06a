/** The header, the mobile menu and the footer in English: every label; the pages they lead to and their order are in `src/content/navigation.ts`. */
import type { NavigationWords } from '../navigation';

export const navigationWords = {
  header: {
    homeLabel: '{brand} – to the home page',
    mainLabel: 'Main navigation',
    skipLink: 'Skip to content',
    products: {
      label: 'Products',
      items: {
        chat: { label: 'Chat', description: 'The secure AI chat for your team' },
        academy: { label: 'Academy', description: '{weeks}-week AI programme for leadership teams' },
        apiProducts: { label: 'API products', description: 'OpenAI-compatible, hosted in Switzerland' },
        pricing: { label: 'Pricing', description: 'Plans for teams of every size' },
      },
    },
    about: 'About us',
    company: {
      label: 'Company',
      items: {
        contact: { label: 'Contact', description: 'Phone, email and booking a call' },
        faq: { label: 'FAQ', description: 'Answers on security, technology and rollout' },
      },
    },
    chat: 'Chat',
    demo: 'Book a demo',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    mobileMenuLabel: 'Main menu',
  },
  footer: {
    label: 'Footer',
    tagline: 'Secure AI from Switzerland for SMEs, foundations and non-profit organisations. Hosted in Zurich.',
    columns: {
      product: {
        title: 'Product',
        links: { chat: 'Chat', pricing: 'Pricing', roadmap: 'Roadmap', docs: 'Documentation' },
      },
      company: {
        title: 'Company',
        links: { about: 'About us', contact: 'Contact', linkedin: 'LinkedIn', news: 'News' },
      },
      service: {
        title: 'Help',
        links: { faq: 'FAQ', helpCentre: 'Help centre', appLogin: 'Dashboard login' },
      },
      legal: {
        title: 'Legal',
        links: { privacy: 'Privacy', terms: 'Terms', impressum: 'Legal notice' },
      },
    },
    cookieSettings: 'Cookie settings',
  },
} as const satisfies NavigationWords;
