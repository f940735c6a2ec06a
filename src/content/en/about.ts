/** /en/about in English: every text of the page; the people, photos and profiles are in `src/content/about.ts`. */
import type { AboutWords } from '../about';

export const aboutWords = {
  intro: {
    eyebrow: 'About us',
    title: 'AI for organisations that keep control of their data',
    lead: '{brand} brings modern AI into the daily work of SMEs, foundations and non-profits – run in Switzerland and backed by people who listen.',
    mission: [
      'Our mission: every organisation should be able to use AI as naturally as email, without sending confidential information abroad. To that end, we run a platform from {city} that stays easy to understand, and we take the time an introduction needs.',
    ],
  },

  principles: {
    eyebrow: 'How we work',
    title: 'Three principles you can hold us to',
    intro: 'They apply to every project, from the first conversation to day-to-day operation.',
    items: {
      together: {
        title: 'Shaping it together',
        text: 'We don’t bring AI into your organisation for you; we bring it in with you. Your staff contribute the everyday tasks, we contribute the technology, and decisions are made together.',
      },
      openProcesses: {
        title: 'Open processes',
        text: 'You can see which model gives an answer, where your documents are stored and what we are working on next. Our roadmap is public.',
      },
      dataProtection: {
        title: 'Data protection, applied consistently',
        text: 'Your data is stored on servers in Switzerland, from day one and at no extra cost. Another location is used only if you expressly ask for it.',
      },
    },
  },

  team: {
    eyebrow: 'Our team',
    title: 'The people behind {brand}',
    intro: 'A small team with backgrounds in technology, consulting and education. From the initial call to support, you deal with people who know your organisation.',
    photoMissing: 'No photo available',
    photoAlt: 'Illustrated portrait of {name}',
    linkedinLabel: 'LinkedIn profile of {name}',
    members: {
      anna: {
        role: 'Co-founder, product and partnerships',
        bio: 'Previously led digitalisation projects for foundations and associations. Makes sure the platform solves real everyday tasks rather than merely impressing in a demo.',
      },
      marco: {
        role: 'Co-founder, technology and operations',
        bio: 'Responsible for hosting, models and security. Adds a language model only once it works reliably and can be run in Switzerland.',
      },
      laura: {
        role: 'Customer success and onboarding',
        bio: 'Guides new customers through the workshop and the introduction, and remains their first point of contact afterwards.',
      },
      reto: {
        role: 'Data protection and compliance',
        bio: 'Turns the FADP and the GDPR into concrete settings and supports you with the data processing agreement.',
      },
      sofia: {
        role: 'Academy and training',
        bio: 'Develops the Academy’s learning formats and shows teams how to save time with good prompts and assistants of their own.',
      },
    },
  },

  philosophy: {
    eyebrow: 'Our stance',
    title: 'Technology that serves the people who use it',
    paragraphs: [
      'Good AI is not measured by how many features it has, but by whether a team still enjoys using it three months on. That is the standard we hold ourselves to.',
      'We are open about what the platform can and cannot do today. And if a task is better solved without AI, we will tell you that too.',
    ],
    statement: {
      quote:
        'I have seen too many organisations go without AI because they did not want to let their data out of their hands. Nobody should be forced into that choice. We are building the platform I wish I could have offered my clients back then.',
    },
  },

  partners: {
    eyebrow: 'Partners',
    title: 'Who we work with',
    paragraphs: [
      'For hosting, consulting and the Academy, we work with specialist partners. We name a partner only once they have agreed to be named.',
      'Which of them could suit your project is something we are happy to discuss with you in person today.',
    ],
    status: 'We will publish an overview of our partners here shortly.',
  },

  closing: {
    title: 'Get to know us',
    text: 'Tell us about your organisation. We will show you where AI can take work off your team’s hands and how your data stays protected along the way.',
    cta: 'Book a free consultation',
    contactPrefix: 'Prefer to write? Email us at',
  },
} as const satisfies AboutWords;
