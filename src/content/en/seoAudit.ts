/** /en/seo-audit in English: every text of the internal audit page; its threshold and contact link are in `src/content/seoAudit.ts`. */
import type { SeoAuditWords } from '../seoAudit';

export const seoAuditWords = {
  intro: {
    eyebrow: 'Internal · not indexed',
    title: 'SEO audit of the website',
    lead: 'With every build we check the pages as they are served: title, description, canonical, structured data, sitemap and robots.txt. If an indexable page scores below {minimumScore}, the build stops.',
  },
  scoreNote: 'Average across the {pageCount} indexable pages',
  tally: { pass: 'Checks passed', warning: 'Warnings', fail: 'Errors' },
  checklist: {
    title: 'Checklist',
    intro: 'Each item applies to every indexable page. Where a page falls short, it is listed under the item.',
  },
  recommendations: {
    title: 'Recommendations',
    intro: 'First what puts the build at risk, then what improves the pages, and finally what pays off in the long run.',
  },
  contact: {
    title: 'Questions about the audit?',
    text: 'We go through the items with you and tell you plainly which measures are worth it and which are not.',
    link: 'Get in touch',
  },
} as const satisfies SeoAuditWords;
