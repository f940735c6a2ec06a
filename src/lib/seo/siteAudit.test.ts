import { describe, expect, it } from 'vitest';
import { auditPage } from './auditPage';
import { readPage } from './readPage';
import { auditSite, disallowedPrefixes, gateFailures, siteScore, sitemapPaths } from './siteAudit';
import { testPage, type TestPageOptions } from './testPage';

const listed = { inSitemap: true, disallowedInRobotsTxt: false };
const audit = (options: TestPageOptions = {}, listing = listed) => auditPage(options.path ?? '/de/pricing', readPage(testPage(options), ['hier', 'mehr']), listing);
const statusOf = (options: TestPageOptions, id: string) => audit(options).checks.find((check) => check.id === id)?.status;
const chars = (length: number) => 'x'.repeat(length);

describe('auditPage', () => {
  it('scores a sound page 100 with every check passed', () => {
    const page = audit();
    expect(page.score).toBe(100);
    expect(page.checks.every((check) => check.status === 'pass')).toBe(true);
  });

  it('fails a title under 40 or over 60 characters, warns from 40 to 49', () => {
    expect(statusOf({ title: chars(39) }, 'title')).toBe('fail');
    expect(statusOf({ title: chars(40) }, 'title')).toBe('warning');
    expect(statusOf({ title: chars(49) }, 'title')).toBe('warning');
    expect(statusOf({ title: chars(50) }, 'title')).toBe('pass');
    expect(statusOf({ title: chars(60) }, 'title')).toBe('pass');
    expect(statusOf({ title: chars(61) }, 'title')).toBe('fail');
    expect(audit({ title: chars(30) }).score).toBe(85);
  });

  it('flags a description under 120 or over 160 characters', () => {
    expect(statusOf({ description: chars(119) }, 'description')).toBe('warning');
    expect(statusOf({ description: chars(120) }, 'description')).toBe('pass');
    expect(statusOf({ description: chars(160) }, 'description')).toBe('pass');
    expect(statusOf({ description: chars(161) }, 'description')).toBe('warning');
  });

  it('wants an absolute canonical that names the page itself', () => {
    expect(statusOf({ canonical: '/de/pricing' }, 'canonical')).toBe('fail');
    expect(statusOf({ canonical: 'https://www.example.ch/de' }, 'canonical')).toBe('fail');
    expect(statusOf({ canonical: null }, 'canonical')).toBe('fail');
  });

  it('checks the sitemap and robots.txt against the robots meta tag', () => {
    const hidden = { robots: 'noindex, nofollow' };
    expect(audit(hidden, { inSitemap: false, disallowedInRobotsTxt: true }).indexable).toBe(false);
    expect(audit(hidden, { inSitemap: false, disallowedInRobotsTxt: true }).score).toBe(100);
    expect(audit(hidden, { inSitemap: true, disallowedInRobotsTxt: true }).checks.find((check) => check.id === 'sitemap')?.status).toBe('fail');
    expect(audit({}, { inSitemap: false, disallowedInRobotsTxt: false }).checks.find((check) => check.id === 'sitemap')?.status).toBe('warning');
    expect(audit({}, { inSitemap: true, disallowedInRobotsTxt: true }).checks.find((check) => check.id === 'robotsTxt')?.status).toBe('fail');
  });

  it('never scores below 0', () => {
    expect(audit({ title: null, description: null, canonical: null, jsonLd: ['{'], body: '' }).score).toBe(0);
  });
});

describe('the gate', () => {
  const site = (pages: ReadonlyArray<TestPageOptions & { path: string }>) =>
    auditSite({
      pages: pages.map((options) => ({ path: options.path, html: testPage(options), vagueLinkTexts: [] })),
      internalPaths: ['/de/seo-audit'],
      sitemapXml: '<urlset><url><loc>https://www.example.ch/de</loc></url><url><loc>https://www.example.ch/de/pricing</loc></url></urlset>',
      robotsTxt: 'User-agent: *\nAllow: /\nDisallow: /de/reset-password\n',
      askedPaths: [
        { path: '/de', status: 200, location: '/de' },
        { path: '/de/blog', status: 301, location: '/de' },
      ],
    });

  it('passes sound pages and lists redirected paths as unserved', () => {
    const audit = site([{ path: '/de' }, { path: '/de/pricing' }]);
    expect(gateFailures(audit)).toEqual([]);
    expect(audit.unserved).toEqual([{ path: '/de/blog', redirectsTo: '/de' }]);
    expect(siteScore(audit)).toBe(100);
  });

  it('names the page and the finding of a title of 30 characters', () => {
    expect(gateFailures(site([{ path: '/de' }, { path: '/de/pricing', title: chars(30) }]))).toEqual([
      '/de/pricing: score 85 (under 90): title has 30 characters (under 40 is too short)',
    ]);
  });

  it('fails a missing description or broken JSON-LD even when the score stays at 90', () => {
    expect(gateFailures(site([{ path: '/de', jsonLd: ['{"@context":"https://schema.org"}'] }]))).toEqual([
      '/de: score 70 (under 90): 1 JSON-LD blocks that do not parse or lack @context/@type',
    ]);
    expect(gateFailures(site([{ path: '/de', description: null }]))[0]).toMatch(/^\/de: score 70 .*no meta description/);
  });

  it('leaves pages that are not indexable to the audit pages', () => {
    expect(gateFailures(site([{ path: '/de/reset-password', robots: 'noindex, nofollow', title: chars(20) }]))).toEqual([]);
  });
});

describe('crawler files', () => {
  it('are read for their paths', () => {
    expect(sitemapPaths('<loc>https://www.example.ch/de</loc>\n<loc> https://www.example.ch/de/faq </loc>')).toEqual(['/de', '/de/faq']);
    expect(disallowedPrefixes('User-agent: *\nAllow: /\nDisallow: /de/seo-audit\ndisallow: /de/x\n')).toEqual(['/de/seo-audit', '/de/x']);
  });
});
