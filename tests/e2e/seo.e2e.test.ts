import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../src/lib/paths';
import { BASE_URL, visit } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { seoDashboardContent } = contentFor('de-CH').seoDashboard;

const internalPaths = [pagePaths.seoAudit, pagePaths.seoDashboard];

describe('the SEO pages', () => {
  it('say noindex, nofollow, stay out of the sitemap and are disallowed in robots.txt', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(sitemap).toContain('/de/pricing</loc>');
    for (const path of internalPaths) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);
      expect(sitemap, path).not.toContain(path);
      expect(robots.split('\n'), path).toContain(`Disallow: ${path}`);
    }
  });

  it('show the title /de/pricing serves, with its length, in the tab pressed first, and the blog\'s, now a page of the site', async () => {
    const served = await (await fetch(`${BASE_URL}${pagePaths.pricing}`)).text();
    const pricingTitle = /<title>([^<]*)<\/title>/.exec(served)![1]!;

    const visited = await visit(pagePaths.seoDashboard);
    const { page } = visited;
    await page.getByRole('radiogroup').getByText(seoDashboardContent.tabs.meta, { exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: seoDashboardContent.tabs.meta }).isChecked()).toBe(true);
    // Shown, the page selector's island hydrates; a page chosen before that counts too.
    await page.getByRole('combobox', { name: seoDashboardContent.pageSelector.label }).selectOption(pagePaths.pricing);
    const panel = page.getByRole('group', { name: seoDashboardContent.tabs.meta });
    await expect.poll(() => panel.getByText(pricingTitle, { exact: true }).count()).toBe(1);
    expect(await panel.getByText(new RegExp(`^${pricingTitle.length} Zeichen, optimal`)).count()).toBe(1);
    expect(await panel.getByRole('meter', { name: 'SEO-Score' }).getAttribute('aria-valuenow')).toMatch(/^(9\d|100)$/);

    // The blog, which redirected to the operator's news before it was a page (its redirect state: the SeoMetaTags stories).
    const blogTitle = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${BASE_URL}${pagePaths.blog}`)).text())![1]!;
    await page.getByRole('combobox', { name: seoDashboardContent.pageSelector.label }).selectOption(pagePaths.blog);
    await expect.poll(() => panel.getByText(blogTitle, { exact: true }).count()).toBe(1);
    expect(await panel.getByText(seoDashboardContent.pageSelector.redirectTitle).count()).toBe(0);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});
