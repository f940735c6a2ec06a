/**
 * /en/academy in English: every text of the page. The German page speaks
 * «ihr/euch»; the English page addresses the learners directly as «you».
 * The structure (the items’ order, images, phases, the participants quoted,
 * prices and weeks) is in `src/content/academy.ts`; the figures, times and
 * prices are filled in from `cohortProgramme`, the 13 questions are in
 * `academyFaq.ts`.
 */
import type { AcademyWords } from '../academy';

export const academyWords = {
  hero: {
    eyebrow: 'Academy · Cohort programme',
    title: 'Make AI part of how your organisation works – in ten weeks, with your own team',
    lead: 'For four weeks, you learn live how AI can work safely and effectively inside an organisation. For the six weeks after that, you apply it to your own processes, with our support. You come away with clear rules, tested tools and a plan for the next 90 days.',
    primaryCta: 'Free consultation',
    chatLabel: 'Start a chat',
  },

  atAGlance: {
    title: 'The programme at a glance',
    facts: {
      duration: { label: 'Duration', value: '{weeks} weeks in two phases' },
      format: { label: 'Format', value: 'Remote-first, live by video' },
      timeZone: { label: 'Time zone' },
      learningForm: { label: 'How you learn', value: 'In a cohort alongside other teams' },
      language: { label: 'Language', value: 'German' },
      completion: { label: 'On completion', value: 'Certificate and recordings' },
    },
  },

  booking: {
    eyebrow: 'Free call',
    title: 'Is the Academy right for you? Let’s find out in {minutesFrom} to {minutesTo} minutes',
    text: 'Tell us where you stand with AI and what you want to achieve. We’ll tell you honestly whether the programme fits, and give you the start date and the places still open in the next cohort.',
    facts: ['{minutesFrom}–{minutesTo} minutes by video', 'Free, with no obligation', 'With a member of the Academy team'],
  },

  bookingEmbed: {
    text: 'Pick a free slot and book it right away. Your confirmation arrives by email.',
    privacyNote: 'The calendar comes from Cal.com. It only loads when you open it; at that point, technical data such as your IP address is sent to Cal.com.',
    failed: 'The calendar won’t load right now. You can book your slot directly on Cal.com.',
    unavailable: {
      text: 'Email us or call, and we’ll suggest a time that suits you:',
    },
  },

  problemSolution: {
    eyebrow: 'Why the Academy',
    title: 'From experiments to everyday practice',
    intro: 'Most organisations already use AI – just not together. The programme turns it into a way of working that your whole team stands behind.',
    steps: {
      problem: {
        label: 'Challenge',
        title: 'Many experiment, few know the rules',
        text: 'Individuals use AI tools on their own initiative. Rules, clear responsibilities and a shared understanding are missing: good ideas stay isolated attempts, and the risks stay out of sight.',
      },
      solution: {
        label: 'Approach',
        title: 'One team, one programme, your own cases',
        text: 'Your leadership team learns the fundamentals together, then works on its own processes – with fixed dates, clear checkpoints and our support throughout.',
      },
      result: {
        label: 'Outcome',
        title: 'Rules, tools and a roadmap',
        text: 'After ten weeks, you have written governance, tested protocols and a roadmap for the next 90 days – one you can carry forward without us.',
      },
    },
  },

  talks: {
    eyebrow: 'Talks and workshops',
    title: 'Listen, try it out, build it yourself',
    intro: 'Every session pairs a short talk with hands-on work on real examples. You never leave a session empty-handed.',
    items: {
      liveTalk: {
        title: 'Live talks with discussion',
        text: 'Short talks on models, data protection and governance, followed by questions and an exchange with the other teams in the cohort.',
        imageAlt: 'Illustration: a speaker explains a slide in a video call while four participants listen, each in their own tile.',
      },
      workshop: {
        title: 'Workshops on your own processes',
        text: 'In small groups, you break one of your own processes down into steps and turn it into a protocol, which you then test the following week.',
        imageAlt: 'Illustration: a wall of sticky notes setting out a process step by step, next to a laptop showing a draft.',
      },
    },
  },

  programme: {
    eyebrow: 'What you’ll cover',
    title: 'Two phases: learn first, then build',
    intro: '{weeks} weeks of fixed dates, so you can block them in your team’s calendars early on.',
    phaseLabel: 'Phase {number}',
    phaseWeeks: 'Weeks {firstWeek}–{lastWeek}',
    phases: {
      teach: {
        text: 'The learning phase. You find out how language models work, how to give them context, and which rules you need for data and accountability. Every session ends with an exercise on your own examples.',
        facts: ['{liveHours} hours live', '{sessions} sessions of {sessionHours} hours each', 'Tuesdays and Thursdays, {teachFrom}–{teachUntil}'],
      },
      build: {
        text: 'The building phase. Week by week, you work on your own processes, with a fixed milestone each week. Office hours get you answers before you get stuck.',
        facts: [
          'Build session: Tuesdays, {buildFrom}–{buildUntil} ({buildSessionHours} hours)',
          'Office hours: Fridays, {officeFrom}–{officeUntil} ({officeHours} hour)',
          'If you wish, a day on site in weeks {onsiteFrom}–{onsiteTo}',
        ],
      },
    },
    timeZoneNote: 'All times are given in Swiss time ({timeZone}).',
  },

  outcomes: {
    eyebrow: 'What stays with you',
    title: 'What you have in hand when the programme ends',
    intro: 'Not a stack of slides, but working results that live on in your organisation.',
    outcomes: [
      'Your governance, version 1.0: who may use AI for what, with which data and under whose responsibility',
      'Tested protocols and a Protocol Factory for setting up new processes on your own',
      'A Test Harness to check that your prompts and protocols do what they are meant to',
      'A Capstone project – your team’s final piece of work – and a roadmap for the next 90 days',
      'A certificate, recordings of every session and access to the alumni community',
    ],
    selfCheck: {
      title: 'Is the programme right for you?',
      rule: 'Tick whatever applies to you. If at least two points apply, the programme is a good fit.',
      statements: [
        'Some of our people already use AI, but without shared rules.',
        'We want to use AI in specific processes, not just try it out.',
        'Someone from senior management backs the initiative as its sponsor.',
        'We can set aside fixed dates for a small team over ten weeks.',
      ],
      status: {
        none: 'Nothing ticked yet.',
        notYet: 'One point applies. It takes two for the programme to fit.',
        fits: 'At least two points apply: the programme is a good fit for you.',
      },
      privacyNote: 'Your answers stay on this page. Nothing is saved or sent anywhere.',
    },
  },

  testimonials: {
    title: 'What participants say',
    items: {
      andrea: {
        quote: 'Before, every department ran its own AI experiments. Ten weeks later, we have shared rules and three processes that genuinely work.',
        role: 'Managing Director (example)',
      },
      beat: {
        quote: 'Having a fixed milestone every week forced us to finish things. The 90-day roadmap is now on the executive board’s desk.',
        role: 'Head of PMO (example)',
      },
    },
  },

  prices: {
    eyebrow: 'Pricing',
    title: 'What the Academy costs',
    intro: 'You pay per person. Anyone else who joins from the same organisation pays half. All prices exclude VAT.',
    lines: {
      firstSeat: { label: 'First person', note: 'A full place on the programme' },
      furtherSeat: { label: 'Each additional person from the same organisation', note: '{furtherSeatDiscount} off the first place' },
      onsiteAddOn: { label: 'Day on site (optional)', note: 'A workshop day at your premises in weeks {onsiteFrom}–{onsiteTo}, plus travel and room costs' },
    },
    example: 'For example, a team of six pays {exampleTotal}.',
    calculator: {
      title: 'Work out your price',
      participantsLabel: 'Number of people from your organisation',
      participantsHint: 'A whole number, 1 or more',
      invalid: 'Please enter a whole number of 1 or more.',
      onsiteLabel: 'Include a day on site',
      firstSeatLabel: 'First person',
      furtherSeats: { one: '{count} additional person', other: '{count} additional people' },
      onsiteLineLabel: 'Day on site',
      totalLabel: 'Total excl. VAT',
      onsiteExtrasNote: 'Travel and room costs for the day on site are charged on top.',
    },
  },

  timeline: {
    eyebrow: 'Schedule',
    title: 'Ten weeks, ten milestones',
    intro: 'Every week ends with a result you can show.',
    weekLabel: 'Week {week}',
    milestones: {
      1: 'Kick-off workshop and the basics of language models',
      2: 'Giving context: prompts, documents and knowledge',
      3: 'Data protection, risks and accountability',
      4: 'Choosing and prioritising your processes',
      5: 'Core Context v1 and Governance v0.3',
      6: 'Protocols v0.5 and Test Harness v0.1',
      7: 'Master Prompt Spec v0.3',
      8: 'Execution OS Lite and Decision Helper',
      9: 'Protocol Factory v1 and Governance v1.0',
      10: 'Capstone project and 90-day roadmap',
    },
  },

  faq: {
    title: 'Questions about the Academy',
    benefits: {
      title: 'What you get',
      items: [
        '{liveHours} hours of live teaching in phase 1',
        '{buildWeeks} weeks of guided work on your own processes',
        'Weekly office hours in phase 2',
        'Recordings of every session',
        'A certificate on completion',
        'Access to the alumni community',
      ],
    },
  },

  stickyCta: {
    title: 'Is the Academy right for you?',
    text: 'Find out in a free call.',
    cta: 'Choose a time',
    regionLabel: 'Book an Academy call',
  },
} as const satisfies AcademyWords;
