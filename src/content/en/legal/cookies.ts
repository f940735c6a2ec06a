/**
 * The cookie policy (/en/cookies) in English. The sections' order and
 * anchors, the tables of cookies (from the one service list) and the links
 * are in `src/content/legal/cookies.ts`.
 */
import type { CookiesWords } from '../../legal/cookies';

export const cookiesWords = {
  title: 'Cookie policy',
  lead: 'Cookies are small text files that a website stores in your browser. This policy explains which cookies our website sets, why and for how long, and how you can change your choice.',
  sections: {
    principle: {
      title: 'Our principle',
      paragraphs: [
        'Without your consent, the website sets just one necessary cookie: {consentCookie}, which stores your choice. Without consent, the support chat and the booking calendar load only when you click on them yourself; analytics and marketing services never load without consent.',
        'If you choose a colour scheme at the top of the page (‘Light’ or ‘Dark’), your browser remembers it under {themeKey} in its local storage. This entry is not a cookie: it is never sent with a request, and choosing ‘System’ removes it again.',
        'Cookies that a service sets on its own domain, such as linkedin.com, can neither be read nor deleted by our website. Your browser keeps them apart from other websites’ cookies; you can delete them in your browser’s settings.',
      ],
    },
    necessary: {
      title: 'Necessary cookies',
      text: 'The website needs these entries to respect your choices: your cookie choice and, if you have picked one, your colour scheme. They cannot be switched off.',
    },
    analytics: {
      title: 'Analytics cookies',
      text: 'Analytics cookies would show us how the website is used. We do not currently use any analytics tool. Before that changes, we will update this policy and ask for your consent again.',
    },
    functional: {
      title: 'Functional cookies',
      text: 'Functional cookies are set by the support chat and the booking calendar. With your consent, the chat loads when you open a page and the calendar as soon as it scrolls into view; without consent, only once you click.',
    },
    marketing: {
      title: 'Marketing cookies',
      text: 'We set marketing cookies only with your consent. They show us whether our ads lead to visits and booked consultations.',
    },
    changeChoice: {
      title: 'Changing your choice',
      text: 'You can give or withdraw your consent for each category at any time, here or via ‘Cookie settings’ at the bottom of every page. Withdrawing consent stops the services concerned and deletes their cookies on this website.',
      settings: 'Open cookie settings',
    },
    more: {
      title: 'More on data protection',
      privacy: {
        text: 'Who provides these services, in which countries they process data and what rights you have is explained in our',
        link: 'privacy policy',
      },
    },
  },
} as const satisfies CookiesWords;
