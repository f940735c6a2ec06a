/**
 * The home page /en in English, section by section: every text. The order
 * of the lists, the icons, the customers and organisations, the figures and
 * the links are in `src/content/home.ts`; the features are worded in
 * ./platformFeatures.
 */
import type { HomeWords } from '../home';

export const homeWords = {
  hero: {
    eyebrow: 'Swiss AI platform',
    title: 'Artificial intelligence for your team, hosted in Switzerland.',
    lead: '{brand} gives SMEs, foundations and non-profits an AI workspace with chat, assistants and a knowledge base. Run in Zurich, under Swiss and European data protection law.',
    primaryCta: 'Free consultation',
    chatLabel: 'Chat with us',
    facts: ['Hosted in Zurich', 'FADP and GDPR compliant', 'AES-256 encryption'],
    preview: {
      caption: 'Example of a conversation in the chat',
      modelLabel: 'Model',
      location: 'Server in Zurich',
      attachment: 'Minutes_Foundation_Board.pdf',
      question: 'Summarise the minutes of the foundation board meeting in three points.',
      answerIntro: 'Of course. The meeting decided the following:',
      answerPoints: [
        'The 2027 budget has been approved.',
        'Two new funding projects start in the spring.',
        'The annual accounts go to the auditors by the end of March.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Features',
    title: 'One platform for everyday work with AI',
    intro:
      'Every feature runs on servers in Switzerland. You decide which model handles which task and what knowledge your assistants draw on.',
    groups: {
      chat: { title: 'Chat and assistants' },
      knowledge: { title: 'Knowledge and documents' },
      research: { title: 'Research' },
      language: { title: 'Language and audio' },
      integration: { title: 'Integration and training' },
    },
  },

  coreFunctions: {
    eyebrow: 'In the chat',
    title: 'Eight core functions for everyday work',
    intro: 'What your team gets done in the chat from day one, in German, English, French and Italian.',
    functions: {
      write: { title: 'Write', text: 'Letters, quotes, newsletters and reports in your organisation’s own voice.' },
      summarise: { title: 'Summarise', text: 'Boil long minutes and reports down to what matters.' },
      translate: { title: 'Translate', text: 'Between German, English, French and Italian.' },
      askDocuments: { title: 'Ask your documents', text: 'Answers drawn straight from your files, with a reference to the passage they come from.' },
      researchWeb: { title: 'Research the web', text: 'Find current sources and cite them in a way anyone can check.' },
      analyseData: { title: 'Analyse data', text: 'Analyse spreadsheets and have the results explained in plain terms.' },
      transcribeAudio: { title: 'Transcribe audio', text: 'Turn recordings of meetings and interviews into text.' },
      developIdeas: { title: 'Develop ideas', text: 'Work out concepts, campaigns and variants together.' },
    },
  },

  howItWorks: {
    eyebrow: 'Getting started',
    title: 'Four steps to productive use',
    intro: 'Getting started usually takes about two weeks. We are there in person at every step.',
    steps: {
      firstConversation: {
        title: 'Initial call',
        text: 'In 30 free minutes we clarify your goals, your data and what you need in terms of data protection.',
      },
      dataWorkshop: {
        title: 'Data workshop',
        text: 'In a four-hour workshop we identify the data your team needs and set up your first knowledge base.',
      },
      onboarding: {
        title: 'Onboarding',
        text: 'Eight hours of hands-on support for your team: accounts, first assistants and proven ways of working.',
      },
      operation: {
        title: 'Operation and support',
        text: 'Your team is up and running. Our support is available Monday to Friday, {supportFrom}–{supportUntil}, and usually replies within 24 hours.',
      },
    },
  },

  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our customers say',
    intro: 'Organisations across German-speaking Switzerland work with our platform every day.',
    testimonials: {
      regula: {
        quote:
          '‘Applications to our funding partners used to take us days to prepare; now they take hours. What mattered most to us was that the data stays in Switzerland.’',
        role: 'Managing Director',
      },
      marco: {
        quote:
          '‘Our team queries regulations and client files directly in the chat. The introduction was complete after two weeks, without an IT department of our own.’',
        role: 'Partner',
      },
      sandra: {
        quote:
          '‘As an association with many volunteers, we needed something simple. Everyone uses the assistant for fundraising letters, and support gets back to us quickly.’',
        role: 'President',
      },
    },
  },

  pricing: {
    eyebrow: 'Pricing',
    title: 'Clear prices, no small print',
    intro: 'Three plans for organisations of different sizes. All prices in Swiss francs, excluding VAT.',
    detailsLink: 'Full pricing details',
  },

  foundingStory: {
    eyebrow: 'Our story',
    title: 'Why {brand} exists',
    paragraphs: [
      'We founded {brand} in {city} because SMEs, foundations and associations kept telling us the same thing: they wanted to use AI, but not to have confidential data processed just anywhere in the world.',
      'So we run a platform that is hosted in Switzerland, stays easy to understand and comes with people who genuinely want to get to know your organisation.',
    ],
    signature: 'The founding team of {brand}',
    offer: {
      title: 'Free initial call',
      meta: ['30 minutes', 'Free of charge', 'No obligation'],
      points: [
        'Your use cases and goals',
        'Your questions on data protection and hosting',
        'An honest view of whether {brand} is right for you',
      ],
      cta: 'Book an initial call',
    },
  },

  trust: {
    eyebrow: 'Security',
    title: 'Security you can verify',
    intro: 'The facts on hosting, certification and encryption, so you can reach a sound decision internally.',
    claims: {
      hosting: {
        title: 'Hosted in Zurich',
        text: 'Your data is stored primarily on servers in the Zurich region and, on request, in Germany or elsewhere in the EU/EEA.',
      },
      certifiedPartner: {
        title: 'Certified partner',
        text: 'Our data centre partner is certified to ISO 27001 and ISO 9001.',
      },
      dataProtection: {
        title: 'Swiss and EU data protection',
        text: 'We comply with the Swiss Federal Act on Data Protection (FADP) and the EU General Data Protection Regulation (GDPR).',
      },
      encryption: {
        title: 'AES-256 encryption',
        text: 'Stored data is encrypted with AES-256.',
      },
      soc2: {
        title: 'SOC 2 planned',
        text: 'A SOC 2 audit is being planned.',
      },
    },
    logosTitle: 'These organisations work with {brand}',
  },

  academy: {
    eyebrow: 'Academy',
    title: 'The cohort programme: embedding AI in your organisation',
    text: 'Over ten weeks, decision-makers learn to use AI safely and effectively, from the first use case to a prototype of their own.',
    factsLabel: 'The programme at a glance',
    facts: {
      weeks: { label: 'weeks' },
      remote: { value: 'Online', label: 'join from anywhere' },
      live: { value: 'Live', label: 'with mentoring' },
      language: { value: 'German', label: 'course language' },
    },
    programmeTitle: 'How it runs',
    programme: [
      'Kick-off workshop',
      '5 weeks of hands-on Learning Labs',
      'Prototyping with guidance',
      'Certification and showcase',
      'Alumni community',
    ],
    audience:
      'For a team made up of an executive sponsor, a programme lead or PMO, and two to four heads of department. With a certificate on completion and recordings of every session.',
    priceNote: 'First person {firstSeat}; each additional person from the same organisation {furtherSeat}, excl. VAT.',
    cta: 'Explore the Academy',
  },

  closingCta: {
    title: 'Let’s talk about your use cases',
    text: 'In 30 minutes we work out where AI saves your team time and how your data stays protected. Free of charge and without obligation.',
    cta: 'Book a free consultation',
    contactPrefix: 'Prefer to write? Email us at',
  },
} as const satisfies HomeWords;
