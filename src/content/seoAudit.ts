/**
 * /de/seo-audit: the internal checklist over the build's audit, for the
 * operator's marketing lead. Not indexed, not in the sitemap.
 */
import type { LinkContent, PageIntroContent } from './types';
import { contentModule } from './contentModule';

export interface SeoAuditContent {
  intro: PageIntroContent;
  /** Under the score ring: what the number is. */
  scoreNote: (pageCount: number) => string;
  /** The count of checks per status, e.g. «15 erfüllt». */
  tally: { pass: string; warning: string; fail: string };
  checklist: { title: string; intro: string };
  recommendations: { title: string; intro: string };
  contact: { title: string; text: string; link: LinkContent };
}

/** The module as each language writes it (src/content/<segment>/seoAudit.ts), for the registry (siteContent.ts). */
export const seoAuditModule = contentModule((words: { seoAuditContent: SeoAuditContent }) => words);
