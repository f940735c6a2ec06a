/**
 * The platform's features in French: what the home page's feature groups
 * (/fr) show and the FAQ quotes in its answers. Which features there are
 * is in `src/content/platformFeatures.ts`.
 */
import type { PlatformFeaturesWords } from '../platformFeatures';

export const platformFeaturesWords = {
  modelChat: {
    title: 'Chat avec choix du modèle',
    text: 'Choisissez pour chaque conversation le modèle de langage qui convient, une variante de Mistral ou de GPT, selon la tâche et le degré de confidentialité.',
  },
  assistants: {
    title: 'Assistants personnels',
    text: 'Définissez une fois les instructions, le ton et les connaissances, puis utilisez-les dans toute l’équipe, par exemple pour les offres ou les lettres de recherche de dons.',
  },
  knowledgeCentre: {
    title: 'Centre de connaissances et bibliothèque de prompts',
    text: 'Règlements, manuels et prompts éprouvés réunis au même endroit. Par défaut, les nouveaux documents sont indexés chaque jour.',
  },
  documentAnalysis: {
    title: 'Analyse de documents',
    text: 'Interrogez directement contrats, rapports et tableaux, en PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown ou JSON.',
  },
  webSearch: {
    title: 'Recherche web',
    text: 'Des informations actuelles tirées du web, avec des sources que vous pouvez vérifier vous-même.',
  },
  deepResearch: {
    title: 'Deep Research',
    text: 'Pour les questions de fond, l’assistant exploite de nombreuses sources étape par étape et vous remet un rapport structuré.',
  },
  audio: {
    title: 'Traitement audio',
    text: 'Transcrivez, résumez et exploitez enregistrements vocaux, séances et entretiens.',
  },
  swissSpelling: {
    title: 'Orthographe suisse pour l’allemand',
    // eslint-disable-next-line no-restricted-syntax
    text: 'Dans les textes en allemand, chaque «ß» est remplacé automatiquement par «ss». Vos textes suivent l’orthographe suisse alémanique sans retouche.',
  },
  openAiApi: {
    title: 'API compatible OpenAI',
    text: 'Connectez vos propres applications par une interface conforme au standard OpenAI, elle aussi exploitée en Suisse.',
  },
  academy: {
    title: 'Academy',
    text: 'Dans le programme en cohorte, vos cadres apprennent à utiliser l’IA de façon ciblée et sûre au sein de l’organisation.',
  },
} as const satisfies PlatformFeaturesWords;
