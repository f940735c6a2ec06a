import { createElement, type ComponentType } from 'react';
import type { SiteAudit } from '../lib/seo/siteAudit';
import type { PageContent } from '../content/pageContent';
import type { PageName } from '../lib/paths';
import type { PageModule } from '../pages/pageModule';

/**
 * Where the SEO pages get the build's audit. The build audits every other
 * prerendered page, writes `/seo-audit.json` and hands the same object in
 * here before it prerenders the two SEO pages. Their islands (the
 * checklist, the dashboard's tabs) take the audit with their props, so the
 * browser hydrates them from exactly the data the HTML was rendered from.
 */
export const siteAuditFile = '/seo-audit.json';

let providedAudit: SiteAudit | undefined;

/** Called by the build (through the server bundle) once the audit exists. */
export function provideSiteAudit(audit: SiteAudit): void {
  providedAudit = audit;
}

async function loadSiteAudit(): Promise<SiteAudit> {
  if (!providedAudit) throw new Error('an SEO page was rendered before the audit was provided');
  return providedAudit;
}

/**
 * A route loader for a page that renders the audit: the page's module and
 * the audit, together. (Not UI itself: it hands the audit to the page
 * component, beside the page's content, whose stories show it.)
 */
export function withSiteAudit<P extends PageName>(loadModule: () => Promise<{ Page: ComponentType<{ content: PageContent<P>; audit: SiteAudit }> }>) {
  return async (): Promise<PageModule<P>> => {
    const [{ Page }, audit] = await Promise.all([loadModule(), loadSiteAudit()]);
    return {
      Page: function PageWithSiteAudit({ content }: { content: PageContent<P> }) {
        return createElement(Page, { content, audit });
      },
    };
  };
}
