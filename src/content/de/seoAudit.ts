/** /de/seo-audit in German: every text of the internal audit page; its threshold and contact link are in `src/content/seoAudit.ts`. */
import type { SeoAuditWords } from '../seoAudit';

export const seoAuditWords = {
  intro: {
    eyebrow: 'Intern · nicht indexiert',
    title: 'SEO-Audit der Website',
    lead: 'Bei jedem Build prüfen wir die ausgelieferten Seiten selbst: Titel, Beschreibung, Canonical, strukturierte Daten, Sitemap und robots.txt. Fällt eine indexierbare Seite unter {minimumScore} Punkte, bricht der Build ab.',
  },
  scoreNote: 'Mittelwert der {pageCount} indexierbaren Seiten',
  tally: { pass: 'Prüfpunkte erfüllt', warning: 'Warnungen', fail: 'Fehler' },
  checklist: {
    title: 'Checkliste',
    intro: 'Jeder Punkt gilt für alle indexierbaren Seiten. Wo eine Seite abweicht, steht sie beim Punkt.',
  },
  recommendations: {
    title: 'Empfehlungen',
    intro: 'Zuerst, was den Build gefährdet, dann was die Seiten verbessert, zuletzt was sich langfristig lohnt.',
  },
  contact: {
    title: 'Fragen zum Audit?',
    text: 'Wir gehen die Punkte mit Ihnen durch und sagen offen, welche Massnahme sich lohnt und welche nicht.',
    link: 'Kontakt aufnehmen',
  },
} as const satisfies SeoAuditWords;
