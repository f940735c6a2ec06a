import { describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactElement } from 'react';
import type { SiteAudit } from '../lib/seo/siteAudit';
import type { PageContent } from '../content/pageContent';
import type { PageModule } from '../pages/pageModule';

// Stand-ins: the loader passes the audit and the content through without reading them.
const audit = { pages: [] } as unknown as SiteAudit;
const content = { meta: { title: 'SEO-Audit', description: 'Prüfung' } } as unknown as PageContent<'seoAudit'>;
const SeoPage: ComponentType<{ content: PageContent<'seoAudit'>; audit: SiteAudit }> = () => null;
const seoModule = async () => ({ Page: SeoPage });

/** A fresh copy of the module: it keeps the provided audit in module state. */
const freshSource = async () => {
  vi.resetModules();
  return import('./siteAuditSource');
};

/** What the loaded page renders, given its content: the page component with the content and the audit as its props. */
const rendered = async (load: () => Promise<PageModule<'seoAudit'>>) => {
  const loaded = await load();
  const Page = loaded.Page as unknown as (props: { content: PageContent<'seoAudit'> }) => ReactElement<{ content: PageContent<'seoAudit'>; audit: SiteAudit }>;
  return () => Page({ content });
};

describe('withSiteAudit', () => {
  it('while prerendering, refuses to render before the build has provided the audit', async () => {
    const { withSiteAudit } = await freshSource();
    await expect(withSiteAudit(seoModule)()).rejects.toThrow('before the audit was provided');
  });

  it('while prerendering, renders the page with the audit the build provided', async () => {
    const { withSiteAudit, provideSiteAudit } = await freshSource();
    provideSiteAudit(audit);
    const Page = await rendered(withSiteAudit(seoModule));
    expect(Page().type).toBe(SeoPage);
    expect(Page().props.audit).toBe(audit);
    expect(Page().props.content).toBe(content);
  });
});
