/** /it/dashboard-seo in Italian: every text of the internal dashboard; the pages it offers, the audit's limits and the resources' addresses are in `src/content/seoDashboard.ts`. */
import type { SeoDashboardWords } from '../seoDashboard';

export const seoDashboardWords = {
  intro: {
    eyebrow: 'Interno · non indicizzato',
    title: 'Dashboard SEO',
    lead: 'Tutti i dati vengono dall’audit dell’ultimo build: ogni pagina così come la ricevono i visitatori e i motori di ricerca.',
  },
  tabsLabel: 'Sezioni della dashboard',
  tabs: { overview: 'Panoramica', meta: 'Meta tag', recommendations: 'Raccomandazioni', resources: 'Risorse' },
  overview: {
    title: 'Tutte le pagine in sintesi',
    columns: { page: 'Pagina', score: 'Punteggio', lengths: 'Caratteri di titolo / descrizione' },
    internal: 'Interna, mostra questo audit',
    redirects: 'Ancora senza pagina, reindirizza a {target}',
  },
  pageSelector: {
    title: 'I meta tag di una pagina',
    label: 'Pagina',
    titleLabel: 'Titolo',
    descriptionLabel: 'Descrizione',
    characters: '{count} caratteri',
    titleBands: { tooShort: 'troppo corto (meno di {minimum})', short: 'un po’ corto (da {minimum} a {shortTo})', optimal: 'ottimale (da {from} a {to})', tooLong: 'troppo lungo (oltre {to})' },
    descriptionBands: { tooShort: 'troppo corta (meno di {from})', optimal: 'ottimale (da {from} a {to})', tooLong: 'troppo lunga (oltre {to})' },
    missing: 'Manca',
    flagsTitle: 'Tag presenti',
    flags: { openGraph: 'Open Graph', twitter: 'Twitter Card', canonical: 'Canonical', schema: 'Schema (JSON-LD)', keywords: 'Parole chiave' },
    present: 'presente',
    absent: 'assente',
    keywordsNote: 'Da anni Google non tiene più conto del meta tag keywords: manca di proposito e non costa punti.',
    redirectTitle: 'Questa pagina non esiste ancora',
    redirectText: 'Chi apre {path} viene reindirizzato a {target}. Per questo qui non c’è ancora un punteggio.',
    internalText: 'Questa pagina interna mostra l’audit stesso e non viene valutata.',
    unknownText: 'L’audit dell’ultimo build non contiene dati su questo indirizzo.',
  },
  recommendationsTitle: 'Le raccomandazioni dell’audit',
  resources: {
    title: 'Strumenti e guide',
    intro: 'Con che cosa verificare ciò che i motori di ricerca vedono del sito.',
    links: {
      searchConsole: {
        text: 'Mostra quali pagine sono nell’indice, per quali ricerche compaiono e dove Google trova errori.',
      },
      starterGuide: {
        label: 'Guida introduttiva alla SEO',
        text: 'La guida di Google su titoli, descrizioni, link e contenuti.',
      },
      richResultsTest: {
        label: 'Test dei risultati avanzati',
        text: 'Verifica i dati strutturati di una pagina così come li legge Google.',
      },
      schemaValidator: {
        text: 'Verifica il JSON-LD rispetto al vocabolario di schema.org.',
      },
      bingWebmasterTools: {
        text: 'L’equivalente per Bing, che alimenta anche la ricerca di DuckDuckGo ed Ecosia.',
      },
    },
  },
} as const satisfies SeoDashboardWords;
