/**
 * /de/seo-audit: the internal checklist over the build's audit, for the
 * operator's marketing lead. Not indexed, not in the sitemap.
 */
import { pathsIn } from '../../lib/paths';
import type { SeoAuditContent } from '../seoAudit';

const paths = pathsIn('de-CH');

export const seoAuditContent = {
  intro: {
    eyebrow: 'Intern · nicht indexiert',
    title: 'SEO-Audit der Website',
    lead: 'Bei jedem Build prüfen wir die ausgelieferten Seiten selbst: Titel, Beschreibung, Canonical, strukturierte Daten, Sitemap und robots.txt. Fällt eine indexierbare Seite unter 90 Punkte, bricht der Build ab.',
  },
  scoreNote: (pageCount: number) => `Mittelwert der ${pageCount} indexierbaren Seiten`,
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
    link: { label: 'Kontakt aufnehmen', to: paths.contact },
  },
} as const satisfies SeoAuditContent;
