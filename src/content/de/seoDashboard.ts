/**
 * /de/seo-dashboard: the build's audit by page, in four tabs. Internal: not
 * indexed, not in the sitemap.
 */
import type { SeoDashboardContent } from '../seoDashboard';

export const seoDashboardContent = {
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
    lengths: '{title} / {description}',
    internal: 'Intern, zeigt dieses Audit',
    redirects: 'Noch keine Seite, leitet auf {target} weiter',
  },
  pageSelector: {
    title: 'Meta-Tags einer Seite',
    label: 'Seite',
    paths: ['/de', '/de/pricing', '/de/academy', '/de/about', '/de/contact', '/de/blog', '/de/faq', '/de/free-session'],
    titleLabel: 'Titel',
    descriptionLabel: 'Beschreibung',
    characters: '{count} Zeichen',
    titleBands: { tooShort: 'zu kurz (unter 40)', short: 'knapp (40 bis 49)', optimal: 'optimal (50 bis 60)', tooLong: 'zu lang (über 60)' },
    descriptionBands: { tooShort: 'zu kurz (unter 120)', optimal: 'optimal (120 bis 160)', tooLong: 'zu lang (über 160)' },
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
    links: [
      {
        label: 'Google Search Console',
        href: 'https://search.google.com/search-console',
        text: 'Zeigt, welche Seiten im Index sind, für welche Suchen sie erscheinen und wo Google Fehler findet.',
      },
      {
        label: 'Einstieg in die Suchmaschinenoptimierung',
        href: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide?hl=de',
        text: 'Der Leitfaden von Google zu Titeln, Beschreibungen, Links und Inhalten.',
      },
      {
        label: 'Test für Rich-Suchergebnisse',
        href: 'https://search.google.com/test/rich-results',
        text: 'Prüft die strukturierten Daten einer Seite so, wie Google sie liest.',
      },
      {
        label: 'Schema Markup Validator',
        href: 'https://validator.schema.org/',
        text: 'Prüft JSON-LD gegen das Vokabular von schema.org.',
      },
      {
        label: 'Bing Webmaster Tools',
        href: 'https://www.bing.com/webmasters',
        text: 'Das Gegenstück für Bing, das auch die Suche von DuckDuckGo und Ecosia speist.',
      },
    ],
  },
} as const satisfies SeoDashboardContent;
