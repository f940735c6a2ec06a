/** /en/free-consultation in English: every text of the page; the agenda's and benefits' order, the icons, the call's length and the customer quoted are in `src/content/freeSession.ts`. */
import type { FreeSessionWords } from '../freeSession';

export const freeSessionWords = {
  hero: {
    eyebrow: 'Free consultation',
    title: 'In {minutes} minutes you will know what AI can do for your team',
    lead: 'You tell us how your team works; we show you the platform on tasks from your own working day. Free, with no obligation, and with a member of our team in {city}.',
  },
  booking: {
    eyebrow: 'Pick a time',
    title: 'Choose a slot that suits you',
    text: 'All times are Swiss time. Once you have booked, you will receive a confirmation with the link to the video call.',
    facts: ['{minutes} minutes by video', 'Free, with no obligation', 'In {languages}', 'Reschedule or cancel at any time'],
  },
  agenda: {
    eyebrow: 'How it works',
    title: 'What to expect from the call',
    intro: 'A clear structure, so that the half hour is worth your while. There is nothing you need to prepare.',
    steps: {
      situation: {
        title: 'Where you stand',
        text: 'You tell us where your team loses time today: on texts, documents, enquiries or research.',
      },
      yourExamples: {
        title: 'The platform on your examples',
        text: 'We show you the chat, the assistants and document analysis on tasks you know from your daily work.',
      },
      dataProtection: {
        title: 'Data protection and hosting',
        text: 'You find out where your data is stored, who can access it and how the platform meets the Swiss Federal Act on Data Protection (FADP) and the GDPR.',
      },
      questions: {
        title: 'Your questions',
        text: 'On costs, rollout, training or connecting your systems: we answer openly, even when the answer is ‘not yet’.',
      },
      recommendation: {
        title: 'An honest recommendation',
        text: 'To close, we tell you whether the platform suits your organisation and what a sensible next step would be.',
      },
    },
  },
  benefits: {
    eyebrow: 'Why us',
    title: 'What you can rely on',
    intro: 'Three things that make the difference for organisations handling confidential data.',
    items: {
      swissDataSecurity: {
        title: 'Swiss data security',
        text: 'Hosted in the Zurich region by a partner certified to ISO 27001, stored data encrypted with AES-256, compliant with the FADP and the GDPR.',
      },
      practicalUse: {
        title: 'Grounded in practice',
        text: 'We talk about your tasks, not about technology. You see templates and assistants that teams at SMEs, foundations and associations use every day.',
      },
      humanSupport: {
        title: 'Support from real people',
        text: 'You speak with the people who run the platform themselves. After launch, too, you can reach us {weekdays}, {hours}.',
      },
    },
  },
  testimonial: {
    eyebrow: 'Experience',
    title: 'A first call that turned into a plan',
    quote:
      '‘After thirty minutes we knew which two processes to tackle first. There was no sales pressure, just clear answers on data protection and the effort involved.’',
    role: 'Head of Administration',
  },
  closing: {
    title: 'Ready for your {minutes} minutes?',
    text: 'Pick a free slot in the calendar. The confirmation with the link to the video call will reach you by email.',
    jumpLabel: 'Choose a time now',
    contactPrefix: 'Prefer to write?',
  },
} as const satisfies FreeSessionWords;
