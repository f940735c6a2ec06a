/** /it/audit-seo in Italian: every text of the internal audit page; its threshold and contact link are in `src/content/seoAudit.ts`. */
import type { SeoAuditWords } from '../seoAudit';

export const seoAuditWords = {
  intro: {
    eyebrow: 'Interno · non indicizzato',
    title: 'Audit SEO del sito',
    lead: 'A ogni build verifichiamo noi stessi le pagine pubblicate: titolo, descrizione, canonical, dati strutturati, sitemap e robots.txt. Se una pagina indicizzabile scende sotto i {minimumScore} punti, il build si interrompe.',
  },
  scoreNote: 'Media delle {pageCount} pagine indicizzabili',
  tally: { pass: 'criteri superati', warning: 'avvisi', fail: 'errori' },
  checklist: {
    title: 'Lista di controllo',
    intro: 'Ogni punto vale per tutte le pagine indicizzabili. Se una pagina non lo rispetta, è indicata sotto quel punto.',
  },
  recommendations: {
    title: 'Raccomandazioni',
    intro: 'Prima ciò che mette a rischio il build, poi ciò che migliora le pagine, infine ciò che rende nel lungo periodo.',
  },
  contact: {
    title: 'Domande sull’audit?',
    text: 'Esaminiamo i punti insieme a Lei e le diciamo apertamente quali interventi valgono la pena e quali no.',
    link: 'Ci contatti',
  },
} as const satisfies SeoAuditWords;
