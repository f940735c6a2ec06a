import { fillIn } from '../../lib/template';
import type { SeoCheckContent, SeoRecommendation } from '../../content/seoChecks';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { findings } from '../../lib/seo/summary';

/**
 * The recommendations of an audit, most urgent first: one per check that
 * does not pass everywhere (Hoch for a failure, Mittel for a warning), one
 * for linked paths that only redirect, then the standing advice (Niedrig).
 */
export function recommendationsFor(audit: SiteAudit, words: SeoCheckContent): SeoRecommendation[] {
  const fromChecks = findings(audit).map(
    (finding): SeoRecommendation => ({
      id: finding.id,
      title: words.checks[finding.id].advice.title,
      description: words.checks[finding.id].advice.text,
      items: finding.affected.map((page) => `${page.path}: ${words.statusLabels[page.status]}`),
      priority: finding.priority,
    }),
  );
  const unserved: SeoRecommendation[] =
    audit.unserved.length === 0
      ? []
      : [
          {
            id: 'unserved',
            title: words.unservedAdvice.title,
            description: words.unservedAdvice.text,
            items: audit.unserved.map((entry) => fillIn(words.unservedAdvice.item, { path: entry.path, target: entry.redirectsTo })),
            priority: 'medium',
          },
        ];
  const byPriority = [...fromChecks, ...unserved].sort((a, b) => (a.priority === b.priority ? 0 : a.priority === 'high' ? -1 : 1));
  return [...byPriority, ...words.standingAdvice];
}
