/**
 * /de/faq: the canonical FAQ. Every answer that the site already gives
 * elsewhere (the pricing FAQ, the onboarding box, the home page's feature
 * list) is taken from the module that holds it (pricingFaq, onboarding,
 * platformFeatures, composed before this one) and only given a topic here,
 * so a fact changes in one place and this page loads no other page's
 * content. The questions, their topics and order, and where their links
 * lead are written here; each language words the page, and the questions
 * only it answers, in `src/content/words/faq.json`.
 */
import { EVERY_CATEGORY } from '../lib/faqFilter';
import { formatterFor } from '../lib/format';
import { localeSettings } from '../lib/locales';
import { localizedPagePaths, type PageName } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';
import type { ExternalLinkContent, FaqItem, LinkContent, PageIntroContent, SectionIntro } from './types';
import { contentModule } from './contentModule';
import { introCallIn } from './links';
import { operator } from './operator';
import type { OnboardingOffer } from './onboarding';
import type { Plan } from './plans';
import type { PlatformFeatureId, PlatformFeatures } from './platformFeatures';
import type { PricingFaqContent, PricingFaqItemId } from './pricingFaq';

/** The four topics a question belongs to, in the filter's order. */
const topics = ['security', 'technology', 'implementation', 'support'] as const;

export type FaqCategoryId = (typeof topics)[number];

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
  /** Pages of the site, the blog among them. */
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

/** An address outside the site's pages; `{segment}` stands for the page's language (`de`, `fr`) where the address has one per language. */
type Address = string;

/**
 * Where a link leads: a page of the site by its name, the free intro call
 * (whose links report the conversion), or an address of its own.
 */
type LinkTo = PageName | 'introCall' | { href: Address };

/**
 * A question of this page, by what answers it: the pricing FAQ's item of the
 * same id (question and answer), the onboarding box and the Business plan's
 * setup fee, the texts of platform features (a paragraph each), or, without
 * `from` and `quotes`, the language's own words.
 */
type EntryStructure = { id: string; category: FaqCategoryId | typeof EVERY_CATEGORY } & (
  | { id: PricingFaqItemId; from: 'pricingFaq'; quotes?: never; link?: never }
  | { from: 'onboarding'; quotes?: never; link?: never }
  | { from?: never; quotes: ReadonlyArray<PlatformFeatureId>; link?: LinkTo }
  | { from?: never; quotes?: never; link?: LinkTo }
);

/** The questions in the page's order, each with its topic, what answers it and where its link leads. */
const entries = [
  /* For everyone */
  { id: 'what-is-it', category: 'all' },
  { id: 'audience', category: 'all' },
  { id: 'costs', category: 'all', link: 'pricing' },
  { id: 'get-to-know', category: 'all', link: 'introCall' },

  /* Security */
  { id: 'hosting', category: 'security', from: 'pricingFaq' },
  { id: 'data-protection-law', category: 'security' },
  { id: 'data-controller', category: 'security' },
  { id: 'processing-agreement', category: 'security' },
  { id: 'soc-2', category: 'security' },
  { id: 'sensitive-data', category: 'security' },

  /* Technology */
  { id: 'models', category: 'technology', from: 'pricingFaq' },
  { id: 'languages', category: 'technology', from: 'pricingFaq' },
  { id: 'tokens', category: 'technology', from: 'pricingFaq' },
  { id: 'file-formats', category: 'technology', from: 'pricingFaq' },
  { id: 'knowledge-base', category: 'technology' },
  { id: 'assistants', category: 'technology', quotes: ['assistants'] },
  { id: 'web-research', category: 'technology', quotes: ['webSearch', 'deepResearch'] },
  { id: 'audio', category: 'technology', quotes: ['audio'] },
  { id: 'swiss-spelling', category: 'technology', quotes: ['swissSpelling'] },
  { id: 'api', category: 'technology', quotes: ['openAiApi'], link: 'apiProducts' },

  /* Implementation */
  { id: 'implementation', category: 'implementation', from: 'pricingFaq' },
  { id: 'onboarding-fee', category: 'implementation', from: 'onboarding' },
  { id: 'data-workshop', category: 'implementation' },
  { id: 'preparation', category: 'implementation' },
  { id: 'installation', category: 'implementation' },
  { id: 'team-training', category: 'implementation', quotes: ['academy'], link: 'academy' },

  /* Support */
  { id: 'support', category: 'support', from: 'pricingFaq' },
  { id: 'contact-support', category: 'support', link: 'contact' },
  { id: 'help-centre', category: 'support', link: { href: operator.external.helpCentre } },
  { id: 'feature-requests', category: 'support', link: 'roadmap' },
] as const satisfies ReadonlyArray<EntryStructure>;

type Entry = (typeof entries)[number];

/** A question the page words itself: the question and its answer's paragraphs. */
interface OwnEntryWords {
  question: Template;
  answer: ReadonlyArray<Template>;
}

/** A question that platform features answer: the features' texts are the answer. */
interface QuotingEntryWords {
  question: Template;
  /** Words before the first feature's text, such as «Ja.»; none where the feature's text alone answers. */
  lead?: string;
}

/** The question about the onboarding fee: the onboarding box's points answer it, then the fee. */
interface OnboardingFeeWords {
  question: Template;
  /** The paragraph after the points; `{fee}` is the Business plan's setup fee. */
  fee: Template;
}

type WordsOfEntry<E extends Entry> = (E extends { quotes: unknown } ? QuotingEntryWords : E extends { from: 'onboarding' } ? OnboardingFeeWords : OwnEntryWords) &
  (E extends { link: unknown } ? { /** The label of the link under the answer. */ linkLabel: string } : unknown);

/**
 * The words of each question this page answers itself or with features, by
 * its id; the pricing FAQ's questions are worded there. Questions and
 * answers may name `{brand}`, the operator's `{email}`, `{phone}` and `{city}`.
 */
export type FaqEntriesWords = { readonly [E in Exclude<Entry, { from: 'pricingFaq' }> as E['id']]: WordsOfEntry<E> };

/** The publications under «further reading», in the page's order, and where each is published. */
const resources = [
  { id: 'edoeb', href: 'https://www.edoeb.admin.ch/' },
  // The law's official text in the reader's language; the revised act has been in force since `since`.
  { id: 'dsg', href: 'https://www.fedlex.admin.ch/eli/cc/2022/491/{segment}', since: '2023-09-01' },
  { id: 'nist-ai-rmf', href: 'https://www.nist.gov/itl/ai-risk-management-framework' },
  { id: 'iso-42001', href: 'https://www.iso.org/standard/81230.html' },
] as const satisfies ReadonlyArray<{ id: string; href: Address; since?: string }>;

type ResourceId = (typeof resources)[number]['id'];

/** The links at the end of the page: three pages of the site, the blog the last. */
const furtherLinks = [
  { id: 'about', link: 'about' },
  { id: 'contact', link: 'contact' },
  { id: 'news', link: 'blog' },
] as const satisfies ReadonlyArray<{ id: string; link: LinkTo }>;

type FurtherLinkId = (typeof furtherLinks)[number]['id'];

/** What a language writes for /faq: every text of the page, the questions, the publications and the links by their ids. */
export interface FaqWords {
  intro: PageIntroContent;
  browser: {
    title: string;
    filter: {
      label: string;
      /** The search parameter's name, in the language of the address: `kategorie`. */
      param: string;
      /** Each button's label; each topic's `slug` is its value in the address. */
      categories: { readonly [EVERY_CATEGORY]: { name: string } } & Readonly<Record<FaqCategoryId, { name: string; slug: string }>>;
    };
    search: FaqBrowserContent['search'];
    /** `other` names the number of questions shown as `{count}`. */
    count: FaqBrowserContent['count'];
    empty: {
      title: string;
      /** May name the e-mail address as `{email}`. */
      text: Template;
      reset: string;
    };
    answerLinkLabel: string;
    entries: FaqEntriesWords;
  };
  /** An item's `text` may name the day its publication took effect as `{since}` (the revised data protection act's). */
  resources: SectionIntro & { items: Readonly<Record<ResourceId, Omit<FaqResource, 'id' | 'link'> & { linkLabel: string }>> };
  furtherLinks: { title: string; text: string; links: Readonly<Record<FurtherLinkId, string>> };
  /** Logged to the console: `{brand}`, `{count}` (the number of questions), `{path}` (the page's address) and `{email}`. */
  consoleMessage: Template;
}

/** What the FAQ quotes from other modules, composed in the same language before it. */
interface FaqNeeds {
  plans: { businessPlan: Plan };
  onboarding: { onboarding: OnboardingOffer };
  platformFeatures: { platformFeatures: PlatformFeatures };
  pricingFaq: { pricingFaq: PricingFaqContent };
}

/** The module as each language writes it (src/content/words/faq.json), for the registry (siteContent.ts). */
export const faqModule = contentModule(({ faqWords: words }: { faqWords: FaqWords }, locale, needs: FaqNeeds): { faqContent: FaqContent } => {
  const format = formatterFor(locale);
  const facts = { brand: operator.brand, email: operator.email, phone: operator.phone.display, city: format.place(operator.address.city) };
  const { platformFeatures } = needs.platformFeatures;
  const { onboarding } = needs.onboarding;

  const pricingItem = (id: PricingFaqItemId): FaqItem => {
    const item = needs.pricingFaq.pricingFaq.items.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`The pricing FAQ has no item ${id}`);
    return item;
  };

  const setupFee = needs.plans.businessPlan.setupFee;
  if (setupFee === null) throw new Error('The Business plan has no setup fee for the FAQ to name');

  const addressIn = (address: Address) => fillIn(address, { segment: localeSettings[locale].segment });
  const linkOf = (to: LinkTo, label: string): LinkContent | ExternalLinkContent => {
    if (to === 'introCall') return { label, ...introCallIn(locale) };
    if (typeof to === 'string') return { label, to: localizedPagePaths[to][locale] };
    return { label, href: addressIn(to.href) };
  };
  const entryLink = (entry: Entry) => ('link' in entry ? { link: linkOf(entry.link, words.browser.entries[entry.id].linkLabel) } : {});

  const entryOf = (entry: Entry): FaqPageEntry => {
    const { id, category } = entry;
    if ('from' in entry) {
      // The pricing FAQ's very objects, so the two pages give one answer.
      if (entry.from === 'pricingFaq') return { ...pricingItem(entry.id), category };
      const said = words.browser.entries[entry.id];
      // The onboarding box's introduction and its points, run into one sentence.
      const points = onboarding.points.map((point) => point.charAt(0).toLowerCase() + point.slice(1)).join('; ');
      return { id, category, question: fillIn(said.question, facts), answer: [`${onboarding.text} ${points}.`, fillIn(said.fee, { fee: format.chf(setupFee) })] };
    }
    if ('quotes' in entry) {
      const said = words.browser.entries[entry.id];
      const texts = entry.quotes.map((feature) => platformFeatures[feature].text);
      const answer = said.lead ? texts.map((text, index) => (index === 0 ? `${said.lead} ${text}` : text)) : texts;
      return { id, category, question: fillIn(said.question, facts), answer, ...entryLink(entry) };
    }
    const said = words.browser.entries[entry.id];
    return { id, category, question: fillIn(said.question, facts), answer: said.answer.map((paragraph) => fillIn(paragraph, facts)), ...entryLink(entry) };
  };

  const browserEntries = entries.map(entryOf);
  const categories = words.browser.filter.categories;
  const faqPath = localizedPagePaths.faq[locale];

  return {
    faqContent: {
      intro: words.intro,
      browser: {
        title: words.browser.title,
        filter: {
          label: words.browser.filter.label,
          param: words.browser.filter.param,
          categories: [{ id: EVERY_CATEGORY, name: categories[EVERY_CATEGORY].name, slug: '' }, ...topics.map((id) => ({ id, ...categories[id] }))],
        },
        search: words.browser.search,
        count: words.browser.count,
        empty: { title: words.browser.empty.title, text: fillIn(words.browser.empty.text, facts), reset: words.browser.empty.reset },
        answerLinkLabel: words.browser.answerLinkLabel,
        entries: browserEntries,
      },
      resources: {
        eyebrow: words.resources.eyebrow,
        title: words.resources.title,
        intro: words.resources.intro,
        items: resources.map((resource) => {
          const { linkLabel, text, ...item } = words.resources.items[resource.id];
          const since: Record<string, string> = 'since' in resource ? { since: format.date(resource.since) } : {};
          return { id: resource.id, ...item, text: fillIn(text, since), link: { label: linkLabel, href: addressIn(resource.href) } };
        }),
      },
      furtherLinks: {
        title: words.furtherLinks.title,
        text: words.furtherLinks.text,
        links: furtherLinks.map(({ id, link }) => linkOf(link, words.furtherLinks.links[id])),
      },
      consoleMessage: (questionCount) => fillIn(words.consoleMessage, { ...facts, count: questionCount, path: faqPath }),
    },
  };
});
