/**
 * /de/seo-audit: the internal checklist over the build's audit, for the
 * operator's marketing lead. Not indexed, not in the sitemap. The build's
 * threshold and the contact link are here; the words are in
 * `src/content/words/seoAudit.json`.
 */
import type { LinkContent, PageIntroContent } from './types';
import { contentModule } from './contentModule';
import { formatterFor } from '../lib/format';
import { pathsIn } from '../lib/paths';
import { gateMinimumScore } from '../lib/seo/siteAudit';
import { fillIn, type PluralWords, type Template } from '../lib/template';

export interface SeoAuditContent {
  intro: PageIntroContent;
  /** Under the score ring: what the number is. */
  scoreNote: (pageCount: number) => string;
  /** What follows the count of checks per status, singular or plural as the count takes: «1 Warnung», «15 Prüfpunkte erfüllt». */
  tally: Record<'pass' | 'warning' | 'fail', (count: number) => string>;
  checklist: { title: string; intro: string };
  recommendations: { title: string; intro: string };
  contact: { title: string; text: string; link: LinkContent };
}

/** What a language writes for /seo-audit: every text. */
export interface SeoAuditWords {
  /** `lead` may name the score under which the build stops as `{minimumScore}`. */
  intro: { eyebrow: string; title: string; lead: Template };
  /** `{pageCount}`: the number of indexable pages the score is the mean of. */
  scoreNote: Template;
  /** What follows the count of checks of each status, in the singular (`one`) and the plural (`other`). */
  tally: Record<'pass' | 'warning' | 'fail', PluralWords>;
  checklist: SeoAuditContent['checklist'];
  recommendations: SeoAuditContent['recommendations'];
  /** `link` is the label of the link to the contact page. */
  contact: { title: string; text: string; link: string };
}

/** The module as each language writes it (src/content/words/seoAudit.json), for the registry (siteContent.ts). */
export const seoAuditModule = contentModule(({ seoAuditWords: words }: { seoAuditWords: SeoAuditWords }, locale): { seoAuditContent: SeoAuditContent } => ({
  seoAuditContent: {
    intro: { ...words.intro, lead: fillIn(words.intro.lead, { minimumScore: formatterFor(locale).number(gateMinimumScore) }) },
    // The count as it comes: a page count is never large enough for the formatter to group it.
    scoreNote: (pageCount) => fillIn(words.scoreNote, { pageCount }),
    tally: {
      pass: (count) => formatterFor(locale).count(words.tally.pass, count),
      warning: (count) => formatterFor(locale).count(words.tally.warning, count),
      fail: (count) => formatterFor(locale).count(words.tally.fail, count),
    },
    checklist: words.checklist,
    recommendations: words.recommendations,
    contact: { title: words.contact.title, text: words.contact.text, link: { label: words.contact.link, to: pathsIn(locale).contact } },
  },
}));
