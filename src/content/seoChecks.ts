/**
 * The words both SEO pages use for the audit's checks, statuses, scores and
 * recommendations. The figures come from the build's audit
 * (`src/lib/seo/`); this module only says what they mean.
 */
import type { CheckId, CheckStatus } from '../lib/seo/auditPage';
import type { Template } from '../lib/template';
import type { ScoreColour } from '../lib/seo/metaBands';
import type { Priority } from '../lib/seo/summary';
import { contentModule } from './contentModule';

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
  /** The description of a check that passes on every audited page. */
  /** `{pageCount}`: the number of indexable pages. */
  passesEverywhere: Template;
  affectedLabel: string;
  /** The recommendation for paths that are linked or planned but redirect. */
  unservedAdvice: { title: string; text: string; /** `{path}` redirects to `{target}`. */ item: Template };
  /** Advice that holds whatever the audit finds. */
  standingAdvice: ReadonlyArray<SeoRecommendation>;
  priorityLabel: string;
}

/** The module as each language writes it (src/content/<segment>/seoChecks.ts), for the registry (siteContent.ts). */
export const seoChecksModule = contentModule((words: { seoCheckContent: SeoCheckContent }) => words);
