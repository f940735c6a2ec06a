/** /de/seo-dashboard in German: every text of the internal dashboard; the pages it offers, the audit's limits and the resources' addresses are in `src/content/seoDashboard.ts`. */
import type { SeoDashboardWords } from '../seoDashboard';

export const seoDashboardWords = {
  intro: {
    eyebrow: 'Intern · nicht indexiert',
    title: 'SEO-Dashboard',
    lead: 'Alle Zahlen stammen aus dem Audit des letzten Builds: jede Seite so, wie Besucher und Suchmaschinen sie erhalten.',
  },
  tabsLabel: 'Bereiche des Dashboards',
  tabs: { overview: 'Übersicht', meta: 'Meta-Tags', recommendations: 'Empfehlungen', resources: 'Ressourcen' },
  overview: {
    title: 'Alle Seiten auf einen Blick',
    columns: { page: 'Seite', score: 'Score', lengths: 'Zeichen in Titel / Beschreibung' },
    internal: 'Intern, zeigt dieses Audit',
    redirects: 'Noch keine Seite, leitet auf {target} weiter',
  },
  pageSelector: {
    title: 'Meta-Tags einer Seite',
    label: 'Seite',
    titleLabel: 'Titel',
    descriptionLabel: 'Beschreibung',
    characters: '{count} Zeichen',
    titleBands: { tooShort: 'zu kurz (unter {minimum})', short: 'knapp ({minimum} bis {shortTo})', optimal: 'optimal ({from} bis {to})', tooLong: 'zu lang (über {to})' },
    descriptionBands: { tooShort: 'zu kurz (unter {from})', optimal: 'optimal ({from} bis {to})', tooLong: 'zu lang (über {to})' },
    missing: 'Fehlt',
    flagsTitle: 'Tags',
    flags: { openGraph: 'Open Graph', twitter: 'Twitter-Cards', canonical: 'Canonical', schema: 'Schema (JSON-LD)', keywords: 'Keywords' },
    present: 'vorhanden',
    absent: 'fehlt',
    keywordsNote: 'Meta-Keywords wertet Google seit Jahren nicht mehr aus; sie fehlen bewusst und kosten keine Punkte.',
    redirectTitle: 'Diese Seite gibt es noch nicht',
    redirectText: 'Wer {path} aufruft, wird auf {target} weitergeleitet. Deshalb gibt es hier noch keinen Score.',
    internalText: 'Diese interne Seite zeigt das Audit selbst und wird nicht bewertet.',
    unknownText: 'Zu dieser Adresse enthält das Audit des letzten Builds keine Angaben.',
  },
  recommendationsTitle: 'Empfehlungen aus dem Audit',
  resources: {
    title: 'Werkzeuge und Anleitungen',
    intro: 'Womit Sie prüfen, was Suchmaschinen von der Website sehen.',
    links: {
      searchConsole: {
        text: 'Zeigt, welche Seiten im Index sind, für welche Suchen sie erscheinen und wo Google Fehler findet.',
      },
      starterGuide: {
        label: 'Einstieg in die Suchmaschinenoptimierung',
        text: 'Der Leitfaden von Google zu Titeln, Beschreibungen, Links und Inhalten.',
      },
      richResultsTest: {
        label: 'Test für Rich-Suchergebnisse',
        text: 'Prüft die strukturierten Daten einer Seite so, wie Google sie liest.',
      },
      schemaValidator: {
        text: 'Prüft JSON-LD gegen das Vokabular von schema.org.',
      },
      bingWebmasterTools: {
        text: 'Das Gegenstück für Bing, das auch die Suche von DuckDuckGo und Ecosia speist.',
      },
    },
  },
} as const satisfies SeoDashboardWords;
