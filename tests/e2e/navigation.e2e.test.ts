import { describe, expect, it } from 'vitest';
import { canonicalUrl, findRoute } from '../../src/site/routes';
import { headCounts, visit } from './support/site';
import { headerNav } from '../../src/content/de/navigation';
import { homeContent } from '../../src/content/de/home';
import { academyContent } from '../../src/content/de/academy';
import { metaOf } from '../../src/content/allPages';
import { IMAGE_ATTRIBUTE } from '../../src/lib/prerenderedDrawings';

// Hydration without console problems, third-party requests or doubled head
// tags, and every prerendered word and the structured data kept through it,
// are checked per route and width in the visitor pass (visitor-*.e2e.test.ts).
describe('client-side navigation', () => {
  it('moves between pages without a reload, fades, scrolls to the top and swaps the head', async () => {
    const visited = await visit('/de/login');
    const { page } = visited;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);

    // Every frame records the main's opacity and the title: a wall-clock deadline
    // for the 300 ms fade failed under CPU load, a frame record does not.
    await page.evaluate(() => {
      const frames: Array<{ opacity: number; title: string }> = [];
      Object.assign(window, { __frames: frames });
      const record = () => {
        frames.push({ opacity: Number(getComputedStyle(document.querySelector('main')!).opacity), title: document.title });
        if (frames.length < 600) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chat', exact: true }).click();

    await page.waitForURL('**/de');
    // The head follows once the new page's chunk has loaded, which may come after the URL under load.
    await page.waitForFunction((title) => document.title === title && !document.querySelector('main[aria-busy]'), metaOf(findRoute('/de')!).title);
    await page.waitForFunction(() => window.scrollY === 0);
    // The old page faded out while it was still the old page.
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ opacity: number; title: string }> }).__frames);
    expect(frames.some((frame) => frame.opacity < 0.9 && frame.title === metaOf(findRoute('/de/login')!).title)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.title()).toBe(metaOf(findRoute('/de')!).title);
    expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl('/de') });
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  it('redirects / to /de, loads the dropdown menu code only when the visitor shows interest, and follows its link without a reload', async () => {
    const visited = await visit('/');
    const { page } = visited;
    expect(new URL(page.url()).pathname).toBe('/de');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect((await scripts()).some((name) => name.includes('RadixDropdownMenu'))).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: headerNav.company.label }).hover();
    const contact = page.getByRole('menuitem', { name: /^Kontakt/ });
    await contact.waitFor();
    expect((await scripts()).some((name) => name.includes('RadixDropdownMenu'))).toBe(true);
    await contact.click();
    await page.waitForURL('**/de/contact');
    await page.waitForFunction((title) => document.title === title, metaOf(findRoute('/de/contact')!).title);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  // Sections marked `staticHtml` and the footer's columns are kept as
  // prerendered, not hydrated: their links are plain, and the site navigates them.
  it('follows a plain link of a section kept as prerendered without a reload, and back', async () => {
    // Started afresh: every icon must be drawn from the first frame because the page preloads the drawings, not because a renderer has them at hand.
    const visited = await visit('/de', { coldStart: true });
    const { page } = visited;
    // Icons, not the content drawings: those are written into the prerendered page only (ImageWithFallback).
    const icons = () => page.locator(`main svg:has(*):not([${IMAGE_ATTRIBUTE}])`).count();
    const prerenderedIcons = await icons();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('region', { name: homeContent.academy.title }).getByRole('link', { name: homeContent.academy.cta.label }).click();
    await page.waitForURL('**/de/academy');
    // The next page renders its kept sections in the browser, in full.
    await page.getByRole('heading', { name: academyContent.programme.title }).waitFor();
    expect(await page.title()).toBe(metaOf(findRoute('/de/academy')!).title);
    const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(await sameDocument()).toBe(true);
    // Each frame records whether the home page is shown and how many icons it draws.
    await page.evaluate(([title, imageAttribute]) => {
      const frames: Array<{ shown: boolean; icons: number }> = [];
      Object.assign(window, { __frames: frames });
      const record = () => {
        const shown = [...document.querySelectorAll('main :is(h1, h2, h3)')].some((heading) => heading.textContent === title);
        frames.push({ shown, icons: document.querySelectorAll(`main svg:has(*):not([${imageAttribute}])`).length });
        // Until the page has been shown for a while (30 s at most): a loaded machine can take seconds to get there.
        if (frames.filter((frame) => frame.shown).length < 30 && frames.length < 1800) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    }, [homeContent.featureGroups.title, IMAGE_ATTRIBUTE] as const);
    // (Checked before going back: the back/forward cache would restore the old document.)
    await page.goBack();
    await page.getByRole('heading', { name: homeContent.featureGroups.title }).waitFor();
    expect(await sameDocument()).toBe(true);
    // Rendered in the browser this time, with every icon drawn from its first frame: the drawings load with the page.
    expect(await icons()).toBe(prerenderedIcons);
    expect(prerenderedIcons).toBeGreaterThan(20);
    // The heading can be in the document before a frame has shown it (on a loaded machine, several ms): wait for that frame.
    await page.waitForFunction(() => (window as unknown as { __frames: Array<{ shown: boolean }> }).__frames.some((frame) => frame.shown));
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ shown: boolean; icons: number }> }).__frames);
    expect(Math.min(...frames.filter((frame) => frame.shown).map((frame) => frame.icons))).toBe(prerenderedIcons);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  it('skips the fade when the visitor prefers reduced motion', async () => {
    const visited = await visit('/de/login', { reducedMotion: 'reduce' });
    const { page } = visited;
    await page.getByRole('link', { name: headerNav.homeLabel }).click();
    const opacity = await page.evaluate(() => getComputedStyle(document.querySelector('main')!).opacity);
    expect(opacity).toBe('1');
    await page.waitForURL('**/de');
    await page.waitForFunction((title) => document.title === title, metaOf(findRoute('/de')!).title);
    await visited.close();
  });
});
