/**
 * /de/seo-dashboard: the build's audit by page, in four tabs. Internal: not
 * indexed, not in the sitemap.
 */
import type { DescriptionBand, TitleBand } from '../lib/seo/metaBands';
import type { Template } from '../lib/template';
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
    /** Title and description length of one page, e.g. «58 / 152». */
    /** `{title}` and `{description}`: their lengths in characters. */
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

/** The module as each language writes it (src/content/<segment>/seoDashboard.ts), for the registry (siteContent.ts). */
export const seoDashboardModule = contentModule((words: { seoDashboardContent: SeoDashboardContent }) => words);
