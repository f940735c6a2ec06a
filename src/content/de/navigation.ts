/** The header, the mobile menu and the footer in German: every label; the pages they lead to and their order are in `src/content/navigation.ts`. */
import type { NavigationWords } from '../navigation';

export const navigationWords = {
  header: {
    homeLabel: '{brand} – zur Startseite',
    mainLabel: 'Hauptnavigation',
    skipLink: 'Zum Inhalt springen',
    products: {
      label: 'Produkte',
      items: {
        chat: { label: 'Chat', description: 'Der sichere KI-Chat für Ihr Team' },
        academy: { label: 'Academy', description: '{weeks} Wochen KI-Programm für Führungsteams' },
        apiProducts: { label: 'API-Produkte', description: 'OpenAI-kompatibel, gehostet in der Schweiz' },
        pricing: { label: 'Preise', description: 'Pläne für Teams jeder Grösse' },
      },
    },
    about: 'Über uns',
    company: {
      label: 'Unternehmen',
      items: {
        contact: { label: 'Kontakt', description: 'Telefon, E-Mail und Gesprächstermin' },
        faq: { label: 'FAQ', description: 'Antworten zu Sicherheit, Technik und Einführung' },
      },
    },
    chat: 'Chat',
    demo: 'Demo buchen',
    menuOpen: 'Menü öffnen',
    menuClose: 'Menü schliessen',
    mobileMenuLabel: 'Menü',
  },
  footer: {
    label: 'Fusszeile',
    tagline: 'Sichere KI aus der Schweiz für KMU, Stiftungen und Non-Profit-Organisationen. Gehostet in Zürich.',
    columns: {
      product: {
        title: 'Produkt',
        links: { chat: 'Chat', pricing: 'Preise', roadmap: 'Roadmap', docs: 'Dokumentation' },
      },
      company: {
        title: 'Unternehmen',
        links: { about: 'Über uns', contact: 'Kontakt', linkedin: 'LinkedIn', news: 'News' },
      },
      service: {
        title: 'Service',
        links: { faq: 'FAQ', helpCentre: 'Hilfe-Center', appLogin: 'Login Dashboard' },
      },
      legal: {
        title: 'Rechtliches',
        links: { privacy: 'Datenschutz', terms: 'AGB', impressum: 'Impressum' },
      },
    },
    cookieSettings: 'Cookie-Einstellungen',
  },
} as const satisfies NavigationWords;
