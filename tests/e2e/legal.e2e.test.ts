import { describe, expect, it } from 'vitest';
import { canonicalUrl, findRoute } from '../../src/site/routes';
import { BASE_URL, consentBanner, headCounts, visit } from './support/site';
import { metaOf } from '../../src/content/siteContent';
import { contentFor } from '../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;
const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;
const { impressumContent } = contentFor('de-CH').legal.impressum;
const { privacyContent } = contentFor('de-CH').legal.privacy;
const { termsContent } = contentFor('de-CH').legal.terms;

const documents = [
  ['/de/impressum', impressumContent],
  ['/de/agb', termsContent],
  ['/de/datenschutz', privacyContent],
  ['/de/cookies', cookiePolicyContent],
] as const;

describe('legal pages', () => {
  it.each(documents)('%s: every entry of the contents lands on its section, focus on the heading, below the header, without a history entry', async (path, content) => {
    // Reduced motion: the jump is instant, so each landing can be measured at once.
    const visited = await visit(path, { reducedMotion: 'reduce' });
    const { page } = visited;
    expect(await page.title()).toBe(metaOf(findRoute(path)!).title);
    expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl(path) });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(metaOf(findRoute(path)!).description);
    expect(await page.locator('time').first().getAttribute('datetime')).toBe('2025-05-01');

    const headerHeight = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
    const entries = page.getByRole('navigation', { name: content.tocTitle }).getByRole('link');
    expect(await entries.count()).toBe(content.sections.length);
    // The contents are kept as prerendered: the site's plain-link handler makes the jump, as TableOfContents does when rendered, replacing the address, so Back leaves the page.
    const historyLength = () => page.evaluate(() => history.length);
    const historyBefore = await historyLength();
    for (const [index, section] of content.sections.entries()) {
      await entries.nth(index).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(section.id);
      expect(new URL(page.url()).hash).toBe(`#${section.id}`);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, section.id);
      expect(top, section.id).toBeGreaterThanOrEqual(Math.floor(headerHeight));
    }
    expect(await historyLength(), 'history entries after the jumps').toBe(historyBefore);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  it('the consent banner and the settings lead to the cookie and privacy policies, which answer 200', async () => {
    const visited = await visit('/de/impressum');
    const { page } = visited;
    const policyLink = consentBanner(page).getByRole('link', { name: consentContent.banner.policyLink.label });
    expect(await policyLink.getAttribute('href')).toBe('/de/cookies');
    for (const path of ['/de/cookies', '/de/datenschutz', '/de/agb', '/de/impressum']) {
      const response = await page.request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }

    await policyLink.click();
    await page.waitForURL('**/de/cookies');
    await page.getByRole('heading', { level: 1, name: cookiePolicyContent.title }).waitFor();
    // The cookie policy's own button opens the settings, whose privacy link leads on.
    await page.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: consentContent.settings.title });
    await expect.poll(() => dialog.getByText('limmat_consent').count()).toBe(1);
    await dialog.getByRole('link', { name: consentContent.settings.privacyLink.label }).click();
    await page.waitForURL('**/de/datenschutz');
    await page.getByRole('heading', { level: 1, name: privacyContent.title }).waitFor();
    expect(visited.thirdPartyRequests).toEqual([]);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});
