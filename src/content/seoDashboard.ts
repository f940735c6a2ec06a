/**
 * /de/seo-dashboard: the build's audit by page, in four tabs. Internal: not
 * indexed, not in the sitemap. The pages it offers, the audit's limits and
 * the resources' addresses are here; the words are in
 * `src/content/words/seoDashboard.json`.
 */
import { descriptionLimits, titleLimits, type DescriptionBand, type TitleBand } from '../lib/seo/metaBands';
import { fillIn, type Template } from '../lib/template';
import { formatterFor } from '../lib/format';
import { localizedPagePaths } from '../lib/paths';
import type { ExternalLinkContent, PageIntroContent } from './types';
import { contentModule } from './contentModule';

export type SeoDashboardTabId = 'overview' | 'meta' | 'recommendations' | 'resources';

export interface SeoResource extends ExternalLinkContent {
  text: string;
}

export interface SeoDashboardContent {
  intro: PageIntroContent;
  tabsLabel: string;
  tabs: Record<SeoDashboardTabId, string>;
  overview: {
    title: string;
    columns: { page: string; score: string; lengths: string };
    /** Title and description length of one page, e.g. «58 / 152»: `{title}` and `{description}`, their lengths in characters. */
    lengths: Template;
    internal: string;
    /** `{target}`: where the path redirects to. */
    redirects: Template;
  };
  pageSelector: {
    title: string;
    label: string;
    /** The pages the specification lists for the selector; the audit says which of them exist. */
    paths: ReadonlyArray<string>;
    titleLabel: string;
    descriptionLabel: string;
    /** `{count}`: a number of characters. */
    characters: Template;
    titleBands: Record<TitleBand, string>;
    descriptionBands: Record<DescriptionBand, string>;
    missing: string;
    flagsTitle: string;
    flags: { openGraph: string; twitter: string; canonical: string; schema: string; keywords: string };
    present: string;
    absent: string;
    keywordsNote: string;
    redirectTitle: string;
    /** `{path}` redirects to `{target}`. */
    redirectText: Template;
    internalText: string;
    unknownText: string;
  };
  recommendationsTitle: string;
  resources: { title: string; intro: string; links: ReadonlyArray<SeoResource> };
}

/** The pages the specification lists for the selector, in its order. */
const selectablePages = ['home', 'pricing', 'academy', 'about', 'contact', 'blog', 'faq', 'freeSession'] as const;


/** A page's title and description lengths, side by side: the same in every language. */
const lengthsPair = '{title} / {description}';

/**
 * The tools and guides, in the tab's order. A tool called the same in every
 * language has its `name` here; the others are named by each language.
 * `{language}` in an address asks for the guide in the page's language.
 */
const resources = [
  { id: 'searchConsole', name: 'Google Search Console', href: 'https://search.google.com/search-console' },
  { id: 'starterGuide', name: null, href: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide?hl={language}' },
  { id: 'richResultsTest', name: null, href: 'https://search.google.com/test/rich-results' },
  { id: 'schemaValidator', name: 'Schema Markup Validator', href: 'https://validator.schema.org/' },
  { id: 'bingWebmasterTools', name: 'Bing Webmaster Tools', href: 'https://www.bing.com/webmasters' },
] as const satisfies ReadonlyArray<{ id: string; name: string | null; href: Template }>;

type ResourceId = (typeof resources)[number]['id'];
type NamedResourceId = Extract<(typeof resources)[number], { name: string }>['id'];

type PageSelectorContent = SeoDashboardContent['pageSelector'];

/** What a language writes for /seo-dashboard: every text; the resources by their ids. */
export interface SeoDashboardWords {
  intro: PageIntroContent;
  tabsLabel: string;
  tabs: Readonly<Record<SeoDashboardTabId, string>>;
  overview: Omit<SeoDashboardContent['overview'], 'lengths'>;
  pageSelector: Omit<PageSelectorContent, 'paths' | 'titleBands' | 'descriptionBands'> & {
    /** A title's length bands: under `{minimum}`, `{minimum}` to `{shortTo}`, `{from}` to `{to}`, over `{to}` characters. */
    titleBands: Readonly<Record<TitleBand, Template>>;
    /** A description's length bands: under `{from}`, `{from}` to `{to}`, over `{to}` characters. */
    descriptionBands: Readonly<Record<DescriptionBand, Template>>;
  };
  recommendationsTitle: string;
  resources: {
    title: string;
    intro: string;
    /** What each resource is for; a resource without a `name` in src/content/seoDashboard.ts also its `label`. */
    links: { readonly [Id in ResourceId]: Id extends NamedResourceId ? { text: string } : { label: string; text: string } };
  };
}

/** Each band's words with its limits filled in, formatted. */
function bandsWith<Band extends string>(bands: Readonly<Record<Band, Template>>, limits: Readonly<Record<string, string>>): Record<Band, string> {
  return Object.fromEntries(Object.entries<Template>(bands).map(([band, words]) => [band, fillIn(words, limits)])) as Record<Band, string>;
}

/** The module as each language writes it (src/content/words/seoDashboard.json), for the registry (siteContent.ts). */
export const seoDashboardModule = contentModule(
  ({ seoDashboardWords: words }: { seoDashboardWords: SeoDashboardWords }, locale): { seoDashboardContent: SeoDashboardContent } => {
    const format = formatterFor(locale);
    const language = locale.split('-')[0]!;
    const { titleBands, descriptionBands, ...selector } = words.pageSelector;
    return {
      seoDashboardContent: {
        intro: words.intro,
        tabsLabel: words.tabsLabel,
        tabs: words.tabs,
        overview: { ...words.overview, lengths: lengthsPair },
        pageSelector: {
          ...selector,
          paths: selectablePages.map((page) => localizedPagePaths[page][locale]),
          titleBands: bandsWith(titleBands, {
            minimum: format.number(titleLimits.tooShortBelow),
            shortTo: format.number(titleLimits.optimalFrom - 1),
            from: format.number(titleLimits.optimalFrom),
            to: format.number(titleLimits.optimalTo),
          }),
          descriptionBands: bandsWith(descriptionBands, {
            from: format.number(descriptionLimits.optimalFrom),
            to: format.number(descriptionLimits.optimalTo),
          }),
        },
        recommendationsTitle: words.recommendationsTitle,
        resources: {
          title: words.resources.title,
          intro: words.resources.intro,
          links: resources.map(({ id, name, href }) => {
            const link: { label?: string; text: string } = words.resources.links[id];
            return { label: name ?? link.label!, href: fillIn(href, { language }), text: link.text };
          }),
        },
      },
    };
  },
);
