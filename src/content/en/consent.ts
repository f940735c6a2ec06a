/**
 * The consent banner and the settings dialog in English: every text, each
 * category's by its id. The categories' order, the links' targets and each
 * category's services are in `src/content/consent.ts`.
 */
import type { ConsentWords } from '../consent';

export const consentWords = {
  banner: {
    title: 'Your data, your choice',
    text: 'Without your consent, we use only necessary cookies. The chat, the booking calendar and ad measurement load only if you allow them or click on them yourself.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    settings: 'Settings',
    policyLink: 'Cookie policy',
  },
  settings: {
    title: 'Cookie settings',
    intro:
      'Choose which services we may load. You can change your choice here at any time; withdrawing consent stops the services concerned and deletes their cookies on this website.',
    alwaysOn: 'Always on',
    servicesLabel: 'Services used:',
    save: 'Save my choice',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    close: 'Close',
    storedOn: 'Your current choice was saved on',
    privacyLink: 'Privacy policy',
  },
  categories: {
    necessary: {
      name: 'Necessary',
      description: 'Store your cookie choice and keep the website running securely. They cannot be switched off.',
    },
    functional: {
      name: 'Functional',
      description:
        'Load the support chat when you open a page and the booking calendar as soon as it scrolls into view. Without your consent, both load only once you click.',
    },
    analytics: {
      name: 'Analytics',
      description:
        'Would show us how the website is used. We do not currently use any analytics tool; before that changes, we will ask you again.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Measure whether our ads work, for example whether a consultation was booked after a click.',
    },
  },
} as const satisfies ConsentWords;
