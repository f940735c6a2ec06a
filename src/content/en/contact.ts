/** /en/contact in English: every text of the page; the operator's address, numbers, opening hours and the map are in `src/content/contact.ts`. */
import type { ContactWords } from '../contact';

export const contactWords = {
  hero: {
    eyebrow: 'Contact us',
    title: 'Let’s talk about your data and your ideas',
    lead: 'Whether it is a first question or a concrete project, in {city} you reach the people who run the platform themselves. Book a short call, or get in touch by phone or email.',
  },
  conversation: {
    eyebrow: 'Free introductory call',
    title: '{minutesFrom} to {minutesTo} minutes that bring clarity',
    text: 'We listen, answer your questions on data protection and day-to-day use, and tell you honestly whether the platform suits your organisation.',
    facts: ['Free, with no obligation', 'By video, from anywhere', 'In {languages}', 'With a member of our team in {city}'],
  },
  details: {
    title: 'How to reach us',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    hoursLabel: 'Office hours',
    map: {
      alt: 'Map of {city} with a marker showing our office on {street}',
      linkLabel: 'Open our location in OpenStreetMap',
    },
  },
} as const satisfies ContactWords;
