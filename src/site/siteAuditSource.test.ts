import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactElement } from 'react';
import type { SiteAudit } from '../lib/seo/siteAudit';

// A stand-in: the loader passes the audit through without reading it.
const audit = { pages: [] } as unknown as SiteAudit;
const SeoPage: ComponentType<{ audit: SiteAudit }> = () => null;

/** A fresh copy of the module: it keeps the provided audit in module state. */
const freshSource = async () => {
  vi.resetModules();
  return import('./siteAuditSource');
};

/** What the loaded page renders: the page component with the audit as its prop. */
const rendered = async (load: () => Promise<ComponentType>) => (await load()) as () => ReactElement<{ audit: SiteAudit }>;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('withSiteAudit', () => {
  it('keeps the bare page loader beside it, for sizing the chunks before the audit exists', async () => {
    const { withSiteAudit } = await freshSource();
    const loadPage = async () => SeoPage;
    expect(withSiteAudit(loadPage).loadPage).toBe(loadPage);
  });

  it('while prerendering, refuses to render before the build has provided the audit', async () => {
    const { withSiteAudit } = await freshSource();
    await expect(withSiteAudit(async () => SeoPage)()).rejects.toThrow('before the audit was provided');
  });

  it('while prerendering, renders the page with the audit the build provided', async () => {
    const { withSiteAudit, provideSiteAudit } = await freshSource();
    provideSiteAudit(audit);
    const Page = await rendered(withSiteAudit(async () => SeoPage));
    expect(Page().type).toBe(SeoPage);
    expect(Page().props.audit).toBe(audit);
  });

  it('in the browser, fetches /seo-audit.json and renders the page with it', async () => {
    vi.stubEnv('SSR', false);
    const fetched = vi.fn(async () => new Response(JSON.stringify({ pages: ['/de'] })));
    vi.stubGlobal('fetch', fetched);
    const { withSiteAudit, siteAuditFile } = await freshSource();
    const Page = await rendered(withSiteAudit(async () => SeoPage));
    expect(fetched).toHaveBeenCalledWith(siteAuditFile);
    expect(Page().props.audit).toEqual({ pages: ['/de'] });
  });

  it('in the browser, fails with the file and status when the audit cannot be fetched', async () => {
    vi.stubEnv('SSR', false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const { withSiteAudit } = await freshSource();
    await expect(withSiteAudit(async () => SeoPage)()).rejects.toThrow('/seo-audit.json: 404');
  });
});
