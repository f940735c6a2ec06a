/** /en/seo-dashboard in English: every text of the internal dashboard; the pages it offers, the audit's limits and the resources' addresses are in `src/content/seoDashboard.ts`. */
import type { SeoDashboardWords } from '../seoDashboard';

export const seoDashboardWords = {
  intro: {
    eyebrow: 'Internal · not indexed',
    title: 'SEO dashboard',
    lead: 'Every figure comes from the audit of the latest build: each page exactly as visitors and search engines receive it.',
  },
  tabsLabel: 'Dashboard sections',
  tabs: { overview: 'Overview', meta: 'Meta tags', recommendations: 'Advice', resources: 'Resources' },
  overview: {
    title: 'Every page at a glance',
    columns: { page: 'Page', score: 'Score', lengths: 'Characters in title / description' },
    internal: 'Internal, shows this audit',
    redirects: 'No page yet, redirects to {target}',
  },
  pageSelector: {
    title: 'A page’s meta tags',
    label: 'Choose a page',
    titleLabel: 'Title',
    descriptionLabel: 'Meta description',
    characters: '{count} characters',
    titleBands: { tooShort: 'too short (under {minimum})', short: 'on the short side ({minimum} to {shortTo})', optimal: 'optimal ({from} to {to})', tooLong: 'too long (over {to})' },
    descriptionBands: { tooShort: 'too short (under {from})', optimal: 'optimal ({from} to {to})', tooLong: 'too long (over {to})' },
    missing: 'Missing',
    flagsTitle: 'Tags checked',
    flags: { openGraph: 'Open Graph', twitter: 'Twitter cards', canonical: 'Canonical URL', schema: 'Schema (JSON-LD)', keywords: 'Meta keywords' },
    present: 'present',
    absent: 'missing',
    keywordsNote: 'Google stopped using meta keywords years ago; they are left out on purpose and cost no points.',
    redirectTitle: 'This page does not exist yet',
    redirectText: 'Anyone who opens {path} is redirected to {target}, which is why there is no score here yet.',
    internalText: 'This internal page shows the audit itself and is not scored.',
    unknownText: 'The audit of the latest build holds no data for this address.',
  },
  recommendationsTitle: 'Advice from the audit',
  resources: {
    title: 'Tools and guides',
    intro: 'What to use to check how search engines see the website.',
    links: {
      searchConsole: {
        text: 'Shows which pages are in the index, which searches they appear for and where Google finds errors.',
      },
      starterGuide: {
        label: 'SEO Starter Guide',
        text: 'Google’s own guide to titles, descriptions, links and content.',
      },
      richResultsTest: {
        label: 'Rich Results Test',
        text: 'Checks a page’s structured data the way Google reads it.',
      },
      schemaValidator: {
        text: 'Checks JSON-LD against the schema.org vocabulary.',
      },
      bingWebmasterTools: {
        text: 'The equivalent for Bing, whose index also feeds DuckDuckGo and Ecosia.',
      },
    },
  },
} as const satisfies SeoDashboardWords;
