import { expect } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { headerNav } from '../../../src/content/navigation';
import { canonicalUrl, type SiteRoute } from '../../../src/site/routes';
import { STATIC_HTML_ATTRIBUTE } from '../../../src/lib/useStaticHtml';
import { axeViolations } from './axe';
import { unusedStyledClasses } from './styles';
import { headerDropdownLinks, linksIn, type LinkChecker } from './links';
import { answerConsentBanner, consentBanner, headCounts, scrollThrough, visit, withoutBlockedRequestNoise } from './site';

export const widths = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

export type Width = keyof typeof widths;

/** What React must hydrate to work (a control, a jump link), inside content kept as prerendered, not hydrated (useStaticHtml). */
const needsReactInKeptHtml = `[${STATIC_HTML_ATTRIBUTE}] :is(button, input, select, textarea, summary, [role=button], [role=checkbox], [role=combobox], [role=menuitem], [role=slider], [role=switch], [role=tab], [tabindex]:not([tabindex="-1"]), a[href^="#"])`;

/**
 * One visitor's whole first visit to a route, at one width, in one browser
 * page: every check that does not need a page of its own runs here once,
 * in the order a visitor meets the states.
 *
 * 1. Hydrated, lazy chunks and the consent engine loaded (the banner shows
 *    once the engine has read the missing cookie): one title, canonical and
 *    description; axe finds nothing and the engine drew nothing of its
 *    own; every styled-components rule belongs to an element (hydration
 *    reused the prerendered styles instead of generating them again); the
 *    only font file is Inter's subset; content kept as prerendered holds no control or jump link,
 *    which would not work unhydrated; every internal link and anchor
 *    resolves (at 390 px also those of the opened mobile menu, which axe
 *    checks too; the page around it was checked a moment before, so only
 *    the menu is).
 * 2. Scrolled through before any choice: no request left the machine, no
 *    cookie was set, no console error or warning, no uncaught exception.
 * 3. «Alle ablehnen»: the footer reopens the settings with «Funktional»
 *    off; axe in the open dialog; Escape closes it. (The page without the
 *    banner is the page axe checked in step 1.)
 * 4. «Alle akzeptieren» from the settings, with every third-party host
 *    blocked: the page stays usable, chat and calendar fall back, nothing
 *    is thrown, and the engine still drew nothing of its own.
 *
 * Observations use `expect.soft`, so one run reports every finding of a
 * route; steps that later steps depend on fail hard.
 */
export async function visitorPass(route: SiteRoute, width: Width, links: LinkChecker): Promise<void> {
  const visited = await visit(route.path, widths[width]);
  const { page } = visited;
  try {
    await consentBanner(page).waitFor();
    expect.soft(await headCounts(page), 'head after hydration').toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl(route.path) });
    expect.soft(await axeViolations(page), 'axe with the banner showing').toEqual([]);
    const engineMarkup = () => page.locator('#cc-main').count();
    expect.soft(await engineMarkup(), 'markup of the consent engine itself, once it has run').toBe(0);
    const needingReact = await page.locator(needsReactInKeptHtml).evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)));
    expect.soft(needingReact, 'controls and jump links in content kept as prerendered').toEqual([]);
    expect.soft(await unusedStyledClasses(page), 'styles generated again while hydrating, under names no element carries').toEqual([]);
    const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.woff2')));
    expect.soft(fonts.map((path) => path.replace(/-[\w-]{8}\.woff2$/, '.woff2')), "font files: only Inter's subset of the site's characters").toEqual(['/assets/interSubset.woff2']);

    const found = [...(await linksIn(page.locator('body'), 'page')), ...headerDropdownLinks];
    if (width === 'phone') {
      await page.getByRole('banner').getByRole('button', { name: headerNav.menuOpen }).click();
      const menu = page.getByRole('navigation', { name: headerNav.mobileMenuLabel });
      await menu.waitFor();
      const menuLinks = await linksIn(menu, 'mobile menu');
      expect.soft(menuLinks.length, 'links in the mobile menu').toBeGreaterThan(0);
      found.push(...menuLinks);
      expect.soft(await axeViolations(page, menu), 'axe in the open mobile menu').toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: headerNav.menuClose }).click();
      await menu.waitFor({ state: 'hidden' });
    }
    expect.soft(await links.problems(page, route.path, found), 'internal links and anchors').toEqual([]);

    await scrollThrough(page);
    expect.soft(visited.thirdPartyRequests, 'requests leaving the machine before consent').toEqual([]);
    expect.soft(await page.context().cookies(), 'cookies before consent').toEqual([]);
    expect.soft(visited.problems, 'console errors, warnings and uncaught exceptions').toEqual([]);

    await answerConsentBanner(page, 'Alle ablehnen');
    const footerSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await footerSettings.click();
    await dialog.waitFor();
    expect.soft(await axeViolations(page, dialog), 'axe in the open settings dialog').toEqual([]);
    expect(await dialog.getByRole('switch', { name: 'Funktional' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Every host stays blocked (see visit): what the consent starts must fail gracefully.
    await footerSettings.click();
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await scrollThrough(page);
    const chatButtons = page.getByRole('main').getByRole('button', { name: /^Chat (direkt|starten)$/ });
    if ((await chatButtons.count()) > 0) {
      await chatButtons.first().click();
      await page.getByText('Der Chat ist gerade nicht erreichbar').first().waitFor({ timeout: 15_000 });
    }
    if ((await page.locator('#calendar').count()) > 0) {
      await page.locator('#calendar').getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ }).waitFor({ timeout: 20_000 });
    }
    expect.soft(await engineMarkup(), 'markup of the consent engine itself, after it stored two choices').toBe(0);
    expect.soft(withoutBlockedRequestNoise(visited.problems), 'problems after «Alle akzeptieren» with every third party blocked').toEqual([]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } finally {
    await visited.close();
  }
}
