import { describe, expect, it } from 'vitest';
import { scrollSettled, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const PATH = '/de/roadmap';
const { intro, periods, statusLabels } = roadmapContent;

describe('roadmap /de/roadmap', () => {
  it('is prerendered with the contents, every anchor, the «Stand» date and a status in words on every item', async () => {
    const visited = await visitWithoutScript(PATH);
    const { page } = visited;
    await page.getByRole('heading', { level: 1, name: intro.title }).waitFor();
    expect(await page.locator('time').getAttribute('datetime')).toBe(intro.updated.iso);
    expect(await page.getByText(`${intro.updatedLabel} ${intro.updated.display}`).count()).toBe(1);

    const contents = page.getByRole('navigation', { name: roadmapContent.tocTitle });
    const hrefs = await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['#q2-2025', '#q1-2025', '#q4-2024', '#q2-2024', '#q1-2024', '#horizon']);
    for (const id of ['q1-2025', 'q4-2024', 'q2-2024', 'q1-2024', 'horizon']) expect(await page.locator(`#${id}`).count()).toBe(1);

    const nextRelease = page.getByRole('list', { name: 'Nächstes Release: Q2 2025' });
    expect(await nextRelease.getByText(statusLabels.nextRelease).count()).toBe(2);
    for (const period of periods) {
      const items = page.getByRole('list', { name: period.title }).getByRole('listitem');
      expect(await items.count(), period.id).toBe(period.items.length);
      for (const [index, item] of period.items.entries()) expect(await items.nth(index).textContent()).toContain(statusLabels[item.status]);
    }
    expect(visited.thirdPartyRequests).toEqual([]);
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('on %s, an entry of the contents scrolls to its quarter and focuses its heading, without a history entry', async (_name, viewport) => {
    const visited = await visit(PATH, { viewport });
    const { page } = visited;
    // The timeline is kept as prerendered: the site's plain-link handler makes the jump, replacing the address as TableOfContents does.
    const historyLength = () => page.evaluate(() => history.length);
    const historyBefore = await historyLength();
    await page.getByRole('navigation', { name: roadmapContent.tocTitle }).getByRole('link', { name: 'Q4 2024' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('q4-2024');
    expect(new URL(page.url()).hash).toBe('#q4-2024');
    expect(await historyLength(), 'history entries after the jump').toBe(historyBefore);
    // The heading lands just below the sticky header: not under it, not a screen further down.
    const headerHeight = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
    const headingTop = () => page.evaluate(() => Math.round(document.getElementById('q4-2024')!.getBoundingClientRect().top));
    // It scrolls there smoothly (unless motion is reduced); where it comes to rest counts.
    await scrollSettled(page);
    expect(await headingTop()).toBeLessThanOrEqual(headerHeight + 48);
    expect(await headingTop()).toBeGreaterThanOrEqual(Math.floor(headerHeight));
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});
