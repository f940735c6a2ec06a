import { createElement, type ComponentType } from 'react';
import type { SiteAudit } from '../lib/seo/siteAudit';

/**
 * Where the SEO pages get the build's audit. The build audits every other
 * prerendered page, writes `/seo-audit.json` and hands the same object in
 * here before it prerenders the two SEO pages; in the browser the page's
 * loader fetches that file beside its chunk, so hydration sees exactly the
 * data the HTML was rendered from, and a later visit by client-side
 * navigation gets it the same way.
 */
export const siteAuditFile = '/seo-audit.json';

let providedAudit: SiteAudit | undefined;

/** Called by the build (through the server bundle) once the audit exists. */
export function provideSiteAudit(audit: SiteAudit): void {
  providedAudit = audit;
}

async function loadSiteAudit(): Promise<SiteAudit> {
  if (import.meta.env.SSR) {
    if (!providedAudit) throw new Error('an SEO page was rendered before the audit was provided');
    return providedAudit;
  }
  const response = await fetch(siteAuditFile);
  if (!response.ok) throw new Error(`${siteAuditFile}: ${response.status}`);
  return (await response.json()) as SiteAudit;
}

/**
 * A route loader for a page that renders the audit: the page's chunk and the
 * audit, together. (Not UI itself: it hands the audit to the page component,
 * whose stories show it.) It keeps the bare `loadPage` beside it, because the build
 * sizes each page's chunks before the audit exists.
 */
export function withSiteAudit(loadPage: () => Promise<ComponentType<{ audit: SiteAudit }>>) {
  const load = async (): Promise<ComponentType> => {
    const [Page, audit] = await Promise.all([loadPage(), loadSiteAudit()]);
    return function PageWithSiteAudit() {
      return createElement(Page, { audit });
    };
  };
  return Object.assign(load, { loadPage });
}
