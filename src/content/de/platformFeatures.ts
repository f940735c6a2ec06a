/**
 * The platform's features in German: what the home page's feature groups
 * (/de) show and the FAQ quotes in its answers. Which features there are
 * is in `src/content/platformFeatures.ts`.
 */
import type { PlatformFeaturesWords } from '../platformFeatures';

export const platformFeaturesWords = {
  modelChat: {
    title: 'Chat mit Modellwahl',
    text: 'Wählen Sie pro Unterhaltung das passende Sprachmodell, Varianten von Mistral oder GPT, je nach Aufgabe und Vertraulichkeit.',
  },
  assistants: {
    title: 'Persönliche Assistenten',
    text: 'Anweisungen, Tonalität und Wissen einmal hinterlegen und im ganzen Team nutzen, etwa für Offerten oder Spendenbriefe.',
  },
  knowledgeCentre: {
    title: 'Wissenscenter und Prompt-Bibliothek',
    text: 'Reglemente, Handbücher und bewährte Prompts an einem Ort. Neue Dokumente werden standardmässig täglich indexiert.',
  },
  documentAnalysis: {
    title: 'Dokumentenanalyse',
    text: 'Verträge, Berichte und Tabellen direkt befragen, als PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown oder JSON.',
  },
  webSearch: {
    title: 'Websuche',
    text: 'Aktuelle Informationen aus dem Web, mit Quellenangaben, die Sie selbst prüfen können.',
  },
  deepResearch: {
    title: 'Deep Research',
    text: 'Bei umfangreichen Fragen wertet der Assistent viele Quellen Schritt für Schritt aus und liefert einen gegliederten Bericht.',
  },
  audio: {
    title: 'Audioverarbeitung',
    text: 'Sprachaufnahmen, Sitzungen und Interviews transkribieren, zusammenfassen und weiterverarbeiten.',
  },
  swissSpelling: {
    title: 'Schweizer Rechtschreibung',
    // eslint-disable-next-line no-restricted-syntax
    text: 'Jedes ß wird automatisch durch ss ersetzt. Texte passen ohne Nacharbeit zur Schweizer Schreibweise.',
  },
  openAiApi: {
    title: 'OpenAI-kompatible API',
    text: 'Binden Sie eigene Anwendungen über eine Schnittstelle nach dem OpenAI-Standard an, ebenfalls in der Schweiz betrieben.',
  },
  academy: {
    title: 'Academy',
    text: 'Im Kohortenprogramm lernen Ihre Führungskräfte, KI gezielt und sicher in der Organisation einzusetzen.',
  },
} as const satisfies PlatformFeaturesWords;
