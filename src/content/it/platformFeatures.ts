/**
 * The platform's features in Italian: what the home page's feature groups
 * (/it) show and the FAQ quotes in its answers. Which features there are
 * is in `src/content/platformFeatures.ts`.
 */
import type { PlatformFeaturesWords } from '../platformFeatures';

export const platformFeaturesWords = {
  modelChat: {
    title: 'Chat con scelta del modello',
    text: 'Per ogni conversazione sceglie il modello linguistico adatto, una variante di Mistral o di GPT, secondo il compito e il grado di riservatezza.',
  },
  assistants: {
    title: 'Assistenti personali',
    text: 'Istruzioni, tono e conoscenze si definiscono una volta sola e servono a tutto il team, per esempio per offerte o lettere di raccolta fondi.',
  },
  knowledgeCentre: {
    title: 'Centro conoscenze e libreria di prompt',
    text: 'Regolamenti, manuali e prompt collaudati in un unico posto. Di norma i nuovi documenti vengono indicizzati ogni giorno.',
  },
  documentAnalysis: {
    title: 'Analisi di documenti',
    text: 'Interroghi direttamente contratti, rapporti e tabelle in formato PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown o JSON.',
  },
  webSearch: {
    title: 'Ricerca sul web',
    text: 'Informazioni aggiornate dal web, con l’indicazione delle fonti, che può controllare di persona.',
  },
  deepResearch: {
    title: 'Deep Research',
    text: 'Per le domande complesse l’assistente esamina molte fonti passo dopo passo e consegna un rapporto strutturato.',
  },
  audio: {
    title: 'Elaborazione audio',
    text: 'Trascrivere, riassumere e rielaborare registrazioni vocali, riunioni e interviste.',
  },
  swissSpelling: {
    title: 'Ortografia svizzera per il tedesco',
    // eslint-disable-next-line no-restricted-syntax
    text: 'Nei testi in tedesco ogni «ß» viene sostituita automaticamente da «ss». I testi seguono così l’ortografia in uso in Svizzera, senza ritocchi.',
  },
  openAiApi: {
    title: 'API compatibile con OpenAI',
    text: 'Colleghi le sue applicazioni tramite un’interfaccia conforme allo standard OpenAI, anch’essa gestita in Svizzera.',
  },
  academy: {
    title: 'Academy',
    text: 'Nel programma a coorte i suoi quadri imparano a impiegare l’IA nell’organizzazione in modo mirato e sicuro.',
  },
} as const satisfies PlatformFeaturesWords;
