/**
 * /de/faq: the canonical FAQ. Every answer that the site already gives
 * elsewhere (the pricing FAQ, the onboarding box, the home page's feature
 * list) is taken from the small module that holds it (pricingFaq,
 * onboarding, platformFeatures) and only given a category here, so a fact
 * changes in one place and this page loads no other page's content. The
 * questions only this page answers are written below them.
 */
import type { EVERY_CATEGORY } from '../lib/faqFilter';
import type { ExternalLinkContent, FaqItem, LinkContent, PageIntroContent, SectionIntro } from './types';
import { contentModule } from './contentModule';

/** The four topics a question belongs to. */
export type FaqCategoryId = 'security' | 'technology' | 'implementation' | 'support';

/** A filter button: «Alle» or one topic. */
export interface FaqCategory {
  id: FaqCategoryId | typeof EVERY_CATEGORY;
  /** The button's label. */
  name: string;
  /** The value in the address, `?kategorie=sicherheit`; empty for «Alle», which needs none. */
  slug: string;
}

/** A question of this page: its topic, and where a page says more about it. */
export interface FaqPageEntry extends FaqItem {
  /** `all`: a general question, shown under every filter. */
  category: FaqCategoryId | typeof EVERY_CATEGORY;
  /** A page of the site or another site that goes further than the answer. */
  link?: LinkContent | ExternalLinkContent;
}

export interface FaqBrowserContent {
  /** The h2 above the list; the page's h1 sits in the intro. */
  title: string;
  filter: {
    /** Names the group of filter buttons. */
    label: string;
    /** The name of the search parameter that holds the chosen category. */
    param: string;
    categories: ReadonlyArray<FaqCategory>;
  };
  search: {
    label: string;
    hint: string;
  };
  /** The polite count under the search field. */
  count: { one: string; other: string };
  empty: {
    title: string;
    text: string;
    /** The button that clears the search. */
    reset: string;
  };
  /** The link at the end of an open answer, to its own address. */
  answerLinkLabel: string;
  entries: ReadonlyArray<FaqPageEntry>;
}

/** A publication worth reading beyond this page, on another site. */
export interface FaqResource {
  id: string;
  title: string;
  publisher: string;
  text: string;
  link: ExternalLinkContent;
}

export interface FaqResourcesContent extends SectionIntro {
  items: ReadonlyArray<FaqResource>;
}

export interface FaqFurtherLinksContent {
  title: string;
  text: string;
  /** Pages of the site, and the news reached through `/de/blog` (a redirect, followed by a page load). */
  links: ReadonlyArray<LinkContent | ExternalLinkContent>;
}

export interface FaqContent {
  intro: PageIntroContent;
  browser: FaqBrowserContent;
  resources: FaqResourcesContent;
  furtherLinks: FaqFurtherLinksContent;
  /** Logged to the console when the page is viewed: for the curious and for support staff. */
  consoleMessage: (questionCount: number) => string;
}

/** The module as each language writes it (src/content/<segment>/faq.ts), for the registry (siteContent.ts). */
export const faqModule = contentModule((words: { faqContent: FaqContent }) => words);
