/**
 * Every page's title and description in English, for the head, the social
 * cards and the SEO pages. A title leaves out the brand, which
 * `src/content/pageContent.ts` adds; figures and names are `{placeholders}`.
 */
import type { PageMetaWords, SocialCardWords } from '../pageContent';

export const pageMetaWords = {
  home: {
    title: 'Secure AI platform from Switzerland for SMEs',
    description:
      'AI chat, assistants and document analysis, hosted in Zurich, for SMEs, foundations and non-profits that take data protection seriously. Free first consultation.',
  },
  pricing: {
    title: 'Pricing for Swiss-hosted AI: plans and tokens',
    description:
      'What the Swiss AI platform costs: {business} for teams of {users} or more with {tokenMillions} million tokens, {enterprise} on request. Hosted in Zurich, prices excl. VAT.',
  },
  apiProducts: {
    title: 'OpenAI-compatible AI API, hosted in Zurich',
    description:
      'An OpenAI-compatible API for Mistral and GPT models and for embeddings, hosted in Zurich. With quick starts for curl, JavaScript and Python, and clear prices.',
  },
  academy: {
    title: 'Academy: a {weeks}-week AI cohort programme',
    description:
      'Ten weeks, remote and live, in German: your leadership team learns to use AI safely and builds its own workflows. First seat {firstSeat}, others half price.',
  },
  faq: {
    title: 'FAQ: data protection, technology and rollout',
    description:
      'Answers on data protection, hosting in Zurich, language models, tokens, rollout and support: filter by topic, search by keyword, link straight to an answer.',
  },
  about: {
    title: 'About us: our team, principles and values',
    description:
      'Who is behind the Swiss AI platform: our mission, three principles for working together, the team in {city} and why your data stays in Switzerland.',
  },
  contact: {
    title: 'Contact: book a call, phone us or write',
    description:
      'Book a free 15 to 20-minute introductory call, or reach our team in {city} by phone or email, Monday to Friday, {opensAt} to {closesAt}.',
  },
  freeSession: {
    title: 'Free 30-minute AI consultation for your team',
    description:
      '30 minutes by video: we show the AI platform at work on your own tasks and answer questions on data protection, costs and rollout. Free, with no obligation.',
  },
  bookingConfirmed: {
    title: 'Appointment booked: confirmation by email',
    description:
      'Your appointment is booked. Within a few minutes you will receive a confirmation email with all the details and the link to the video call.',
  },
  login: {
    title: 'Log in or create an account – AI from {city}',
    description:
      'Log in to your AI platform or create an account: hosted in Switzerland, compliant with the FADP and the GDPR, encrypted. For SMEs, foundations and non-profits.',
  },
  resetPassword: {
    title: 'Reset your password – access to the app',
    description:
      'Forgotten your password? Check your email address, then set a new password in the {brand} app. We do not pass your address on to anyone.',
  },
  roadmap: {
    title: 'Roadmap: new and planned in the AI platform',
    description:
      'From temporary chats to MCP: what the Swiss AI platform has gained since {since}, what the next release brings and what we are currently trialling.',
  },
  impressum: {
    title: 'Legal notice: operator, register and contact',
    description:
      'Who runs this website: {company} in {city}, its commercial register entry, UID and VAT numbers, management, contact details and data protection adviser.',
  },
  terms: {
    title: 'Terms and conditions for the Swiss AI platform',
    description:
      'The general terms and conditions of the Swiss AI platform: services, data processing on your behalf, prices and payment, term, support and jurisdiction.',
  },
  privacy: {
    title: 'Privacy policy under the FADP and the GDPR',
    description:
      'Which personal data we process and why, who receives it, in which countries, how long we keep it and what rights you have under the FADP and the GDPR.',
  },
  cookies: {
    title: 'Cookie policy: which cookies we set and why',
    description:
      'Which cookies our website sets, why and for how long: necessary, functional and marketing cookies, each with its provider. Change your choice at any time.',
  },
  seoAudit: {
    title: 'SEO audit: checklist for every page (internal)',
    description:
      'An internal check of every page at build time: title, description, canonical, structured data, sitemap and robots.txt, with a score and clear recommendations.',
  },
  seoDashboard: {
    title: 'SEO dashboard: meta tags and scores (internal)',
    description:
      'Internal dashboard for the latest build: each page’s title and description with their length, Open Graph, Twitter, canonical, schema and score, plus advice.',
  },
} as const satisfies PageMetaWords;

/** Every page's social card as a sentence, for those who cannot see it (`og:image:alt`). */
export const socialCardWords = {
  alt: 'The {brand} logo and name above the title ‘{title}’.',
} as const satisfies SocialCardWords;
