/**
 * /en/faq in English: every text of the page, and the questions only it
 * answers. The questions’ order, topics and links, and which answers the
 * pricing FAQ, the onboarding box and the platform’s features give, are in
 * `src/content/faq.ts`.
 */
import type { FaqWords } from '../faq';

export const faqWords = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Your questions answered',
    lead: 'What organisations want to know before they start: where the data is kept, what the platform can do, how the roll-out works and who helps you afterwards.',
  },

  browser: {
    title: 'Questions by topic',
    filter: {
      label: 'Filter questions by topic',
      param: 'category',
      categories: {
        all: { name: 'All' },
        security: { name: 'Security', slug: 'security' },
        technology: { name: 'Technology', slug: 'technology' },
        implementation: { name: 'Implementation', slug: 'implementation' },
        support: { name: 'Support', slug: 'support' },
      },
    },
    search: {
      label: 'Search the questions',
      hint: 'One or more words, for example ‘tokens’ or ‘workshop’.',
    },
    count: { one: 'Showing 1 question', other: 'Showing {count} questions' },
    empty: {
      title: 'No questions match',
      text: 'Try a different word or the topic ‘All’. If your question isn’t here, we’re happy to answer it personally: {email}.',
      reset: 'Clear search',
    },
    answerLinkLabel: 'Link to this answer',
    entries: {
      /* For everyone */
      'what-is-it': {
        question: 'What is {brand}?',
        answer: [
          'An AI workspace for organisations: chat with a choice of models, personal assistants, a knowledge base built from your documents, web search and research – all run in Switzerland.',
          'Your team works in the browser, with no servers to run and no data flowing out to services abroad.',
        ],
      },
      audience: {
        question: 'Who is the platform for?',
        answer: [
          'For SMEs, foundations and non-profits in Switzerland that want to use AI in their daily work without compromising on data protection.',
        ],
      },
      costs: {
        question: 'What does the platform cost?',
        answer: ['That depends on the plan and the size of your team. You’ll find every plan, the onboarding fee and the rules on usage on the pricing page.'],
        linkLabel: 'See pricing',
      },
      'get-to-know': {
        question: 'What’s the best way to get to know the platform?',
        answer: [
          'In a free initial consultation. We show you the platform at work on tasks from your own day-to-day and tell you honestly whether it suits your organisation.',
        ],
        linkLabel: 'Book a free consultation',
      },

      /* Security (the hosting question is the pricing FAQ's) */
      'data-protection-law': {
        question: 'Does the platform comply with Swiss data protection law and the GDPR?',
        answer: [
          'Yes. Our operations, contracts and processes follow the revised Federal Act on Data Protection (FADP) and the EU’s GDPR, so that organisations with ties to the EU can use the platform too.',
        ],
      },
      'data-controller': {
        question: 'Who is responsible for the data in the chat?',
        answer: [
          'For everything your team enters or uploads in the chat, your organisation is the controller within the meaning of data protection law. We process this data solely on your behalf.',
          'For the data of this website and for our own customer data, we are the controller ourselves.',
        ],
      },
      'processing-agreement': {
        question: 'Do we need a data processing agreement?',
        answer: [
          'Yes, it is part of every contract. We provide it; it sets out what we may process your data for and which security measures apply.',
        ],
      },
      'soc-2': {
        question: 'Is the platform SOC 2 audited?',
        answer: [
          'Not yet. A SOC 2 audit is planned. Until then, we rely on our hosting partner’s certifications and walk you through our own measures in person.',
        ],
      },
      'sensitive-data': {
        question: 'May we use confidential documents and personal data?',
        answer: [
          'Technically, yes: the platform is built for exactly that. We still recommend a short internal rule on which data belongs in which knowledge base and who can access it. We draw up that rule with you in the data workshop.',
        ],
      },

      /* Technology (models, languages, tokens and file formats are the pricing FAQ's; the features answer from assistants on) */
      'knowledge-base': {
        question: 'What is a knowledge base (RAG)?',
        answer: [
          'RAG stands for retrieval-augmented generation. Before the language model answers, the platform searches your own documents for the relevant passages and passes them on to the model. The answer then rests on your own knowledge rather than on general training data.',
        ],
      },
      assistants: { question: 'What are personal assistants?' },
      'web-research': { question: 'Can the chat search the web?', lead: 'Yes.' },
      audio: { question: 'Can the platform handle voice recordings too?', lead: 'Yes.' },
      'swiss-spelling': { question: 'Does the chat follow Swiss German spelling?', lead: 'Yes.' },
      api: { question: 'Can we build the models into our own applications?', lead: 'Yes.', linkLabel: 'See the API products' },

      /* Implementation (how long it takes is the pricing FAQ's) */
      'onboarding-fee': {
        question: 'What does the onboarding fee cover?',
        fee: 'On the Business plan, it is a one-off {fee}.',
      },
      'data-workshop': {
        question: 'What happens in the data workshop?',
        answer: [
          'Together with the people who will later work with the platform, we decide which tasks come first, which documents they need and who may access what. The result is the plan for your first knowledge base.',
        ],
      },
      preparation: {
        question: 'What should we prepare before we start?',
        answer: [
          'A contact person who can take decisions, a first set of documents such as regulations or manuals, and a list of the people who will get access first. We sort out everything else together.',
        ],
      },
      installation: {
        question: 'Do we need to install anything?',
        answer: ['No. The platform runs in the browser. Your IT team has no servers to run and no software to roll out.'],
      },
      'team-training': { question: 'How can our managers learn to use AI with purpose?', linkLabel: 'Discover the Academy' },

      /* Support (its hours are the pricing FAQ's) */
      'contact-support': {
        question: 'How can we reach you?',
        answer: ['By email at {email} or by phone on {phone}. You speak to our own team in {city}, not to a call centre.'],
        linkLabel: 'Go to the contact page',
      },
      'help-centre': {
        question: 'Are there guides we can read?',
        answer: ['Yes. The help centre has step-by-step guides to the platform’s features, including for people who are working with AI for the first time.'],
        linkLabel: 'Open the help centre',
      },
      'feature-requests': {
        question: 'Can we suggest new features?',
        answer: [
          'Of course. Tell us what your team is missing. Suggestions from our customers’ daily work shape the roadmap, which also shows you what is coming next.',
        ],
        linkLabel: 'See the roadmap',
      },
    },
  },

  resources: {
    eyebrow: 'Further reading',
    title: 'Sources on data protection and AI',
    intro: 'The authorities and standards we take our bearings from, and which can help you put things in context too.',
    items: {
      edoeb: {
        title: 'Federal Data Protection and Information Commissioner',
        publisher: 'FDPIC',
        text: 'The federal supervisory authority explains what data protection law requires of companies, including when they use AI.',
        linkLabel: 'FDPIC website',
      },
      dsg: {
        title: 'Federal Act on Data Protection (FADP)',
        publisher: 'Fedlex',
        text: 'The revised Act has been in force since {since}. Fedlex publishes it in the Classified Compilation of federal law; the English version is a translation for information only.',
        linkLabel: 'The Act on Fedlex',
      },
      'nist-ai-rmf': {
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'A framework from the US National Institute of Standards and Technology for identifying, assessing and managing the risks of AI systems.',
        linkLabel: 'Read it at NIST',
      },
      'iso-42001': {
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'The international standard for artificial intelligence management systems: how an organisation introduces and runs AI responsibly.',
        linkLabel: 'The standard at ISO',
      },
    },
  },

  furtherLinks: {
    title: 'Can’t find your question?',
    text: 'Meet the team behind the platform, write to us directly or read what’s new.',
    links: { about: 'About us', contact: 'Contact', news: 'News' },
  },

  consoleMessage: '{brand} FAQ: {count} questions and answers, each with its own link at {path}#<id>. Missing a question? Write to {email}.',
} as const satisfies FaqWords;
