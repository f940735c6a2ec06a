import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canonicalUrl, findRoute } from '../../src/site/routes';
import { headCounts, visit } from './support/site';
import { metaOf } from '../../src/content/siteContent';
import { contentFor } from '../../src/content/siteContent';
import { waitInPage } from './support/waits';

const { headerNav } = contentFor('de-CH').navigation;
const { homeContent } = contentFor('de-CH').home;
const { academyContent } = contentFor('de-CH').academy;

/**
 * Records, in every document the tab loads from now on, whether the page
 * was revealed through a view transition (Chromium's `pagereveal` event
 * carries the transition, or null), where it was scrolled to then, and how
 * long after the navigation began it was revealed.
 */
function recordReveals(page: Page) {
  return page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: unknown }).viewTransition;
      sessionStorage.setItem('reveal', JSON.stringify({ fades: transition !== null, scrollY: window.scrollY, title: document.title, afterMs: performance.now() }));
    });
  });
}

const lastReveal = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('reveal') ?? 'null') as { fades: boolean; scrollY: number; title: string; afterMs: number } | null);

/**
 * Chromium skips a cross-document transition whose new page is not ready
 * to show within a few seconds (4 s): then it shows the page at once,
 * which is right. On one busy core the home page once took that long; a
 * page revealed sooner must fade.
 */
const TRANSITION_GIVES_UP_MS = 3000;

// Every page is a document of its own: a link loads the next page, which
// the browser fades in (a cross-document view transition, GlobalStyle) and
// shows from its top. Hydration without console problems, third-party
// requests or doubled head tags are checked per route in the visitor pass.
describe('navigation between pages', () => {
  it('loads the next page from a link far down the page, fading into it, at its top, with its own head', async () => {
    const visited = await visit('/de/login', {}, recordReveals);
    const { page } = visited;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chat', exact: true }).click();
    await page.waitForURL('**/de');
    await waitInPage(page, 'the home page’s title', (title) => document.title === title, metaOf(findRoute('/de')!).title);
    const reveal = await lastReveal(page);
    expect(reveal).toMatchObject({ scrollY: 0, title: metaOf(findRoute('/de')!).title });
    expect(reveal!.fades || reveal!.afterMs >= TRANSITION_GIVES_UP_MS, `no fade, though the page showed ${Math.round(reveal!.afterMs)} ms after the click`).toBe(true);
    expect(await headCounts(page)).toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl('/de') });
    expect(visited.problems).toEqual([]);
  });

  it('follows a link of the header menu, which opens on a hover with no script loaded but the boot script', async () => {
    const visited = await visit('/', { asLoaded: true });
    const { page } = visited;
    expect(new URL(page.url()).pathname).toBe('/de');
    const trigger = page.getByRole('banner').getByRole('button', { name: headerNav.company.label });
    await trigger.hover();
    const contact = page.getByRole('banner').getByRole('link', { name: /^Kontakt/ });
    await contact.click();
    await page.waitForURL('**/de/contact');
    await waitInPage(page, 'the contact page’s title', (title) => document.title === title, metaOf(findRoute('/de/contact')!).title);
    expect(visited.problems).toEqual([]);
  });

  it('goes back to the page as it was, its menus closed', async () => {
    const visited = await visit('/de');
    const { page } = visited;
    const products = page.getByRole('banner').getByRole('button', { name: headerNav.products.label });
    await products.click();
    await page.getByRole('region', { name: homeContent.academy.title }).getByRole('link', { name: homeContent.academy.cta.label }).click();
    await page.waitForURL('**/de/academy');
    await page.getByRole('heading', { name: academyContent.programme.title }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: homeContent.featureGroups.title }).waitFor();
    expect(await products.getAttribute('aria-expanded')).toBe('false');
    expect(visited.problems).toEqual([]);
  });

  it('shows the next page without the fade when the visitor prefers reduced motion', async () => {
    const visited = await visit('/de/login', { reducedMotion: 'reduce' }, recordReveals);
    const { page } = visited;
    await page.getByRole('link', { name: headerNav.homeLabel }).click();
    await page.waitForURL('**/de');
    await waitInPage(page, 'the home page’s title', (title) => document.title === title, metaOf(findRoute('/de')!).title);
    expect((await lastReveal(page))?.fades).toBe(false);
  });
});
