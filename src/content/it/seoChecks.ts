/** /it/audit-seo and /it/dashboard-seo in Italian: what the checks, statuses, scores and recommendations are called; the categories' checks and the advice's priorities are in `src/content/seoChecks.ts`. */
import type { SeoChecksWords } from '../seoChecks';

export const seoChecksWords = {
  statusLabels: { pass: 'Superato', warning: 'Avviso', fail: 'Errore' },
  priorityLabels: { high: 'Alta', medium: 'Media', low: 'Bassa' },
  priorityLabel: 'Priorità',
  score: { label: 'Punteggio SEO', outOf: 'su 100', bands: { green: 'Buono', amber: 'Da migliorare', red: 'Scarso' } },
  checks: {
    title: {
      name: 'Lunghezza del titolo',
      rule: 'Il titolo conta da {titleFrom} a {titleTo} caratteri; sotto i {titleMinimum} o sopra i {titleTo} caratteri è un errore.',
      advice: {
        title: 'Titoli di pagina tra {titleFrom} e {titleTo} caratteri',
        text: 'Con questa lunghezza Google mostra il titolo per intero: il tema davanti, il marchio in fondo.',
      },
    },
    description: {
      name: 'Tag meta description',
      rule: 'La descrizione conta da {descriptionFrom} a {descriptionTo} caratteri e riassume la pagina in una frase.',
      advice: {
        title: 'Descrizioni tra {descriptionFrom} e {descriptionTo} caratteri',
        text: 'Le descrizioni più brevi Google le sostituisce spesso con un brano di testo qualsiasi; quelle più lunghe le taglia.',
      },
    },
    openGraph: {
      name: 'Tag Open Graph',
      rule: 'og:type, og:title, og:description, og:url e og:image sono impostati, così un link condiviso mostra un’anteprima.',
      advice: { title: 'Completare i tag Open Graph', text: 'Senza di essi, LinkedIn e le app di messaggistica mostrano solo l’indirizzo nudo del link condiviso.' },
    },
    twitter: {
      name: 'Twitter Card',
      rule: 'twitter:card, twitter:title e twitter:description sono impostati.',
      advice: { title: 'Completare le Twitter Card', text: 'Così un link condiviso su X compare con titolo, testo e immagine.' },
    },
    canonical: {
      name: 'URL canonico',
      rule: 'Ogni pagina indica sé stessa, con l’indirizzo completo, come URL canonico.',
      advice: {
        title: 'Correggere l’URL canonico',
        text: 'Se manca o rimanda a un altro indirizzo, Google rischia di valutare la pagina sbagliata.',
      },
    },
    robots: {
      name: 'Meta tag robots',
      rule: 'Ogni pagina dice esplicitamente ai motori di ricerca se va inclusa nell’indice.',
      advice: { title: 'Impostare il meta tag robots', text: 'Un’indicazione esplicita evita che pagine interne finiscano nei risultati di ricerca.' },
    },
    h1: {
      name: 'Un solo titolo principale',
      rule: 'Ogni pagina ha esattamente un H1, che ne indica il tema.',
      advice: { title: 'Un solo H1 per pagina', text: 'Il titolo principale dice ai motori di ricerca e agli screen reader di che cosa tratta la pagina.' },
    },
    imageAlt: {
      name: 'Testi alternativi',
      rule: 'Ogni immagine ha un attributo alt; quelle puramente decorative ne hanno uno vuoto.',
      advice: { title: 'Completare i testi alternativi', text: 'Senza testo alternativo un’immagine resta muta per gli screen reader e per la ricerca di immagini.' },
    },
    linkText: {
      name: 'Testi dei link descrittivi',
      rule: 'Nessun link si chiama soltanto «qui», «di più», «clicca qui» o «leggi di più».',
      advice: { title: 'Scrivere testi dei link descrittivi', text: 'Il testo di un link dice dove porta, per esempio «Vedi i prezzi», così si capisce anche fuori dal contesto.' },
    },
    structuredData: {
      name: 'Dati strutturati presenti',
      rule: 'La pagina si descrive con JSON-LD secondo schema.org, per esempio come organizzazione, prodotto o FAQ.',
      advice: {
        title: 'Completare i dati strutturati',
        text: 'Quando una pagina risponde a domande, indica prezzi o propone appuntamenti, i tipi schema.org adatti migliorano la sua presentazione nei risultati di ricerca.',
      },
    },
    structuredDataValid: {
      name: 'Dati strutturati validi',
      rule: 'Ogni blocco JSON-LD è leggibile e indica @context e @type.',
      advice: { title: 'Correggere il JSON-LD', text: 'Un blocco difettoso viene ignorato per intero e interrompe il build.' },
    },
    sitemap: {
      name: 'Sitemap',
      rule: 'Ogni pagina indicizzabile figura in sitemap.xml, nessuna pagina interna.',
      advice: { title: 'Allineare la sitemap', text: 'La sitemap nasce dalla tabella delle route; una differenza segnala una voce errata in quella tabella.' },
    },
    robotsTxt: {
      name: 'robots.txt',
      rule: 'robots.txt non blocca nessuna pagina che deve essere trovata.',
      advice: { title: 'Sbloccare le pagine in robots.txt', text: 'Una pagina bloccata non compare nei risultati di ricerca, per quanto sia buona.' },
    },
    lang: {
      name: 'Lingua indicata',
      rule: 'L’elemento html indica la lingua della pagina ({lang}).',
      advice: { title: 'Indicare la lingua', text: 'Così motori di ricerca e screen reader leggono la pagina nella lingua giusta.' },
    },
    viewport: {
      name: 'Visualizzazione su smartphone',
      rule: 'Un meta tag viewport mostra la pagina a tutta larghezza sugli schermi piccoli.',
      advice: { title: 'Impostare il meta tag viewport', text: 'Google valuta per prima la versione mobile di una pagina.' },
    },
    imageSize: {
      name: 'Dimensioni delle immagini indicate',
      rule: 'Le immagini indicano larghezza e altezza, così durante il caricamento nulla si sposta.',
      advice: { title: 'Indicare le dimensioni delle immagini', text: 'Un contenuto che salta disturba la lettura e rientra nei Core Web Vitals.' },
    },
    fontFallback: {
      name: 'Cambio di carattere senza spostamenti',
      rule: 'Finché il carattere non è caricato, il testo compare in un carattere sostitutivo con le stesse misure; al cambio nulla si sposta.',
      advice: { title: 'Allineare il carattere sostitutivo', text: 'Senza un carattere sostitutivo allineato, il testo salta appena arriva il carattere; anche questo rientra nei Core Web Vitals.' },
    },
  },
  categories: {
    meta: 'Meta tag',
    structure: 'Struttura dei contenuti',
    structuredData: 'Dati strutturati',
    technical: 'SEO tecnica',
    experience: 'Esperienza d’uso',
  },
  passesEverywhere: 'Superato su tutte le {pageCount} pagine indicizzabili.',
  affectedLabel: 'Pagine interessate:',
  unservedAdvice: {
    title: 'Indirizzi con link ma senza pagina propria',
    text: 'Questi indirizzi ricevono già link o sono previsti, ma non portano ancora a una pagina propria. Chi li apre viene reindirizzato.',
    item: '{path} reindirizza a {target}',
  },
  standingAdvice: {
    'search-console': {
      title: 'Inviare la sitemap ai motori di ricerca',
      description: 'La Search Console di Google e i Webmaster Tools di Bing mostrano quali pagine sono nell’indice e dove qualcosa si inceppa.',
      items: ['Registrare {sitemapUrl} in entrambi i servizi', 'Leggere una volta al mese il rapporto sull’indicizzazione'],
    },
    'questions-as-content': {
      title: 'Trasformare le domande dei primi colloqui in contenuti',
      description: 'Chi cerca un’IA ospitata in Svizzera fa domande precise su protezione dei dati, costi e avvio. Ogni buona risposta può diventare una voce delle FAQ o una pagina.',
      items: ['Raccogliere le domande ricorrenti dei colloqui', 'Scrivere per ogni domanda una risposta chiara, con un esempio'],
    },
  },
  vagueLinkTexts: ['qui', 'clicca qui', 'di più', 'scopri di più', 'leggi di più', 'collegamento'],
} as const satisfies SeoChecksWords;
