/**
 * The platform's features in English: what the home page's feature groups
 * (/en) show and the FAQ quotes in its answers. Which features there are
 * is in `src/content/platformFeatures.ts`.
 */
import type { PlatformFeaturesWords } from '../platformFeatures';

export const platformFeaturesWords = {
  modelChat: {
    title: 'Chat with model choice',
    text: 'Pick the right language model for each conversation – a variant of Mistral or GPT, depending on the task and how confidential it is.',
  },
  assistants: {
    title: 'Personal assistants',
    text: 'Set instructions, tone and knowledge once and use them across the team, for quotes or fundraising letters, for example.',
  },
  knowledgeCentre: {
    title: 'Knowledge centre and prompt library',
    text: 'Regulations, handbooks and proven prompts in one place. By default, new documents are indexed every day.',
  },
  documentAnalysis: {
    title: 'Document analysis',
    text: 'Query contracts, reports and spreadsheets directly, as PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown or JSON.',
  },
  webSearch: {
    title: 'Web search',
    text: 'Up-to-date information from the web, with sources you can check for yourself.',
  },
  deepResearch: {
    title: 'Deep Research',
    text: 'For substantial questions, the assistant works through many sources step by step and delivers a structured report.',
  },
  audio: {
    title: 'Audio processing',
    text: 'Transcribe, summarise and work further with voice recordings, meetings and interviews.',
  },
  swissSpelling: {
    title: 'Swiss spelling for German',
    // eslint-disable-next-line no-restricted-syntax
    text: 'In German texts, every ß is replaced with ss automatically, so they follow Swiss spelling without any rework.',
  },
  openAiApi: {
    title: 'OpenAI-compatible API',
    text: 'Connect your own applications through an interface that follows the OpenAI standard, also run in Switzerland.',
  },
  academy: {
    title: 'Academy',
    text: 'In the cohort programme, your leaders learn to put AI to work across the organisation, purposefully and safely.',
  },
} as const satisfies PlatformFeaturesWords;
