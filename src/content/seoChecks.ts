/**
 * What both SEO pages say about the audit's checks, statuses, scores and
 * recommendations. The figures come from the build's audit
 * (`src/lib/seo/`); this module only says what they mean. The categories'
 * checks and the standing advice's priorities are here, written once; the
 * words are in `src/content/words/seoChecks.json`.
 */
import { checkIds, type CheckId, type CheckStatus } from '../lib/seo/auditPage';
import { fillIn, type Template } from '../lib/template';
import { descriptionLimits, titleLimits, type ScoreColour } from '../lib/seo/metaBands';
import type { Priority } from '../lib/seo/summary';
import { formatterFor } from '../lib/format';
import { localeSettings } from '../lib/locales';
import { contentModule } from './contentModule';
import { operator } from './operator';

export interface SeoCheckWords {
  /** The checklist item's name. */
  name: string;
  /** What passing means, shown as the item's description. */
  rule: string;
  /** The recommendation when the check does not pass everywhere. */
  advice: { title: string; text: string };
}

export type SeoCategoryId = 'meta' | 'structure' | 'structuredData' | 'technical' | 'experience';

export interface SeoCategory {
  id: SeoCategoryId;
  title: string;
  checks: ReadonlyArray<CheckId>;
}

/** A recommendation of the specification: id, title, description, items, priority. */
export interface SeoRecommendation {
  id: string;
  title: string;
  description: string;
  items: ReadonlyArray<string>;
  priority: Priority;
}

export interface SeoCheckContent {
  statusLabels: Record<CheckStatus, string>;
  priorityLabels: Record<Priority, string>;
  /** The score ring's name, its scale and the band in words (colour is never the only cue). */
  score: { label: string; outOf: string; bands: Record<ScoreColour, string> };
  checks: Record<CheckId, SeoCheckWords>;
  categories: ReadonlyArray<SeoCategory>;
  /** The description of a check that passes on every audited page; `{pageCount}`: the number of indexable pages. */
  passesEverywhere: Template;
  affectedLabel: string;
  /** The recommendation for paths that are linked or planned but redirect. */
  unservedAdvice: { title: string; text: string; /** `{path}` redirects to `{target}`. */ item: Template };
  /** Advice that holds whatever the audit finds. */
  standingAdvice: ReadonlyArray<SeoRecommendation>;
  priorityLabel: string;
  /** Link texts that say nothing out of their context, in lower case: the audit of a page in this language counts its links named so. */
  vagueLinkTexts: ReadonlyArray<string>;
}

/** The checklist's categories, in its order, each with its checks in theirs. */
const categories = [
  { id: 'meta', checks: ['title', 'description', 'openGraph', 'twitter', 'canonical', 'robots'] },
  { id: 'structure', checks: ['h1', 'imageAlt', 'linkText'] },
  { id: 'structuredData', checks: ['structuredData', 'structuredDataValid'] },
  { id: 'technical', checks: ['sitemap', 'robotsTxt', 'lang'] },
  { id: 'experience', checks: ['viewport', 'imageSize', 'fontFallback'] },
] as const satisfies ReadonlyArray<Omit<SeoCategory, 'title'>>;

/** The advice that holds whatever the audit finds, in its order, with its priority. */
const standingAdvice = [
  { id: 'search-console', priority: 'low' },
  { id: 'questions-as-content', priority: 'low' },
] as const satisfies ReadonlyArray<Pick<SeoRecommendation, 'id' | 'priority'>>;

type StandingAdviceId = (typeof standingAdvice)[number]['id'];

/** What a language writes about the audit's checks: every text, the checks, categories and standing advice by their ids. */
export interface SeoChecksWords {
  statusLabels: Readonly<Record<CheckStatus, string>>;
  priorityLabels: Readonly<Record<Priority, string>>;
  priorityLabel: string;
  score: SeoCheckContent['score'];
  /**
   * Each check's texts. They may name the audit's limits: the title's
   * `{titleFrom}` to `{titleTo}` characters and its `{titleMinimum}`, the
   * description's `{descriptionFrom}` to `{descriptionTo}`; and the page's
   * language as `{lang}` (de-CH).
   */
  checks: Readonly<Record<CheckId, SeoCheckWords>>;
  /** Each category's title. */
  categories: Readonly<Record<SeoCategoryId, string>>;
  /** `{pageCount}`: the number of indexable pages. */
  passesEverywhere: Template;
  affectedLabel: string;
  unservedAdvice: SeoCheckContent['unservedAdvice'];
  /** An item may name the sitemap's address as `{sitemapUrl}`. */
  standingAdvice: Readonly<Record<StandingAdviceId, Omit<SeoRecommendation, 'id' | 'priority'>>>;
  /** Link texts that say nothing out of their context, in lower case («hier», «en savoir plus»): the audit counts the page's links named so. */
  vagueLinkTexts: ReadonlyArray<string>;
}

/** The module as each language writes it (src/content/words/seoChecks.json), for the registry (siteContent.ts). */
export const seoChecksModule = contentModule(({ seoChecksWords: words }: { seoChecksWords: SeoChecksWords }, locale): { seoCheckContent: SeoCheckContent } => {
  const format = formatterFor(locale);
  const facts = {
    titleMinimum: format.number(titleLimits.tooShortBelow),
    titleFrom: format.number(titleLimits.optimalFrom),
    titleTo: format.number(titleLimits.optimalTo),
    descriptionFrom: format.number(descriptionLimits.optimalFrom),
    descriptionTo: format.number(descriptionLimits.optimalTo),
    lang: localeSettings[locale].lang,
  };
  const checkWords = ({ name, rule, advice }: SeoCheckWords): SeoCheckWords => ({
    name: fillIn(name, facts),
    rule: fillIn(rule, facts),
    advice: { title: fillIn(advice.title, facts), text: fillIn(advice.text, facts) },
  });
  const sitemapUrl = `${operator.siteOrigin}/sitemap.xml`;
  return {
    seoCheckContent: {
      statusLabels: words.statusLabels,
      priorityLabels: words.priorityLabels,
      priorityLabel: words.priorityLabel,
      score: words.score,
      checks: Object.fromEntries(checkIds.map((id) => [id, checkWords(words.checks[id])])) as Record<CheckId, SeoCheckWords>,
      categories: categories.map(({ id, checks }) => ({ id, title: words.categories[id], checks })),
      passesEverywhere: words.passesEverywhere,
      affectedLabel: words.affectedLabel,
      unservedAdvice: words.unservedAdvice,
      standingAdvice: standingAdvice.map(({ id, priority }) => {
        const advice = words.standingAdvice[id];
        return { id, title: advice.title, description: advice.description, items: advice.items.map((item) => fillIn(item, { sitemapUrl })), priority };
      }),
      vagueLinkTexts: words.vagueLinkTexts,
    },
  };
});
