import { describe, expect, it } from 'vitest';
import { auditSite } from './siteAudit';
import { findings, lookUpPage, summariseChecks } from './summary';
import { testPage } from './testPage';

const audit = auditSite({
  pages: [
    { path: '/de', html: testPage({ path: '/de', title: 'x'.repeat(45) }), vagueLinkTexts: [] },
    { path: '/de/pricing', html: testPage({ body: '<h1>A</h1><img src="/a.png" width="1" height="1">' }), vagueLinkTexts: [] },
    { path: '/de/login', html: testPage({ path: '/de/login', title: 'x'.repeat(20), jsonLd: [] }), vagueLinkTexts: [] },
    { path: '/de/reset-password', html: testPage({ path: '/de/reset-password', robots: 'noindex, nofollow', title: 'kurz' }), vagueLinkTexts: [] },
  ],
  internalPaths: ['/de/seo-audit'],
  sitemapXml: ['/de', '/de/pricing', '/de/login'].map((path) => `<loc>https://www.example.ch${path}</loc>`).join(''),
  robotsTxt: 'Disallow: /de/reset-password',
  askedPaths: [{ path: '/de/blog', status: 301, location: '/de' }],
});

describe('summariseChecks', () => {
  it('takes the worst status over the indexable pages and names the pages behind it', () => {
    const title = summariseChecks(audit).find((summary) => summary.id === 'title')!;
    expect(title).toEqual({
      id: 'title',
      status: 'fail',
      pageCount: 3,
      affected: [
        { path: '/de', status: 'warning' },
        { path: '/de/login', status: 'fail' },
      ],
    });
    expect(summariseChecks(audit).find((summary) => summary.id === 'canonical')?.status).toBe('pass');
  });
});

describe('findings', () => {
  it('puts failures (Hoch) before warnings (Mittel)', () => {
    expect(findings(audit).map((finding) => [finding.id, finding.priority])).toEqual([
      ['title', 'high'],
      ['imageAlt', 'high'],
      ['structuredData', 'medium'],
    ]);
  });
});

describe('lookUpPage', () => {
  it('tells an audited page from a redirect and an internal page', () => {
    expect(lookUpPage(audit, '/de/pricing').kind).toBe('audited');
    expect(lookUpPage(audit, '/de/blog')).toEqual({ kind: 'redirects', redirectsTo: '/de' });
    expect(lookUpPage(audit, '/de/seo-audit')).toEqual({ kind: 'internal' });
    expect(lookUpPage(audit, '/de/unbekannt')).toEqual({ kind: 'unknown' });
  });
});
