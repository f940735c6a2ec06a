/**
 * The audit seen across the site: each check over every indexable page (for
 * the checklist), and what to do first (for the recommendations).
 */
import { checkIds, type CheckId, type CheckStatus, type PageAudit } from './auditPage';
import type { SiteAudit } from './siteAudit';

export interface PageStatus {
  path: string;
  status: CheckStatus;
}

export interface CheckSummary {
  id: CheckId;
  /** The worst status on any indexable page. */
  status: CheckStatus;
  /** How many indexable pages were checked. */
  pageCount: number;
  /** The pages where the check did not pass. */
  affected: ReadonlyArray<PageStatus>;
}

export type Priority = 'high' | 'medium' | 'low';

export interface Finding {
  id: CheckId;
  priority: Priority;
  affected: ReadonlyArray<PageStatus>;
}

const rank: Record<CheckStatus, number> = { pass: 0, warning: 1, fail: 2 };

export function indexablePages(audit: SiteAudit): PageAudit[] {
  return audit.pages.filter((page) => page.indexable);
}

export function summariseChecks(audit: SiteAudit): CheckSummary[] {
  const pages = indexablePages(audit);
  return checkIds.map((id) => {
    const affected = pages.flatMap((page) => {
      const status = page.checks.find((check) => check.id === id)?.status ?? 'pass';
      return status === 'pass' ? [] : [{ path: page.path, status }];
    });
    const status = affected.reduce<CheckStatus>((worst, page) => (rank[page.status] > rank[worst] ? page.status : worst), 'pass');
    return { id, status, pageCount: pages.length, affected };
  });
}

/** Every check that did not pass somewhere: a failure first (Hoch), then warnings (Mittel). */
export function findings(audit: SiteAudit): Finding[] {
  return summariseChecks(audit)
    .filter((summary) => summary.status !== 'pass')
    .map((summary): Finding => ({ id: summary.id, priority: summary.status === 'fail' ? 'high' : 'medium', affected: summary.affected }))
    .sort((a, b) => (a.priority === b.priority ? 0 : a.priority === 'high' ? -1 : 1));
}

/** The page's audit, or why there is none. */
export type PageLookup =
  | { kind: 'audited'; page: PageAudit }
  | { kind: 'redirects'; redirectsTo: string }
  | { kind: 'internal' }
  | { kind: 'unknown' };

export function lookUpPage(audit: SiteAudit, path: string): PageLookup {
  const page = audit.pages.find((entry) => entry.path === path);
  if (page) return { kind: 'audited', page };
  const unserved = audit.unserved.find((entry) => entry.path === path);
  if (unserved) return { kind: 'redirects', redirectsTo: unserved.redirectsTo };
  return audit.internalPaths.includes(path) ? { kind: 'internal' } : { kind: 'unknown' };
}
