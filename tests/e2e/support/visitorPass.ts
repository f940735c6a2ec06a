import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { canonicalUrl, type SiteRoute } from '../../../src/site/routes';
import { behaviourControls } from '../../../src/site/siteBehaviours';
import { ISLAND_ATTRIBUTE } from '../../../src/components/islandMarks';
import { axeViolations } from './axe';
import { unusedStyledClasses } from './styles';
import { reflowFindings } from './reflow';
import { allInBrandFace, facesDrawn } from './fonts';
import { linksIn, type LinkChecker } from './links';
import { answerConsentBanner, consentBanner, headCounts, layoutShifts, scrollThrough, visit, visitWithoutScript, widths, withoutBlockedRequestNoise, type Width } from './site';
import { metaOf } from '../../../src/content/siteContent';
import { defaultLocale } from '../../../src/lib/locales';
import { wordsOf } from './words';
import { unaccountedTexts } from './unaccountedText';
import { computedColor, lightSurfaces, pageBackground } from './darkTheme';
import { palettes } from '../../../src/design/tokens';

/**
 * Brings the transitions a change of colour scheme started (the header's
 * background) to their end at once. Waiting for them instead hung a pass
 * on a loaded machine: an animation that never ends (a spinner) or a frame
 * that never comes leaves the wait open. getAnimations() recalculates the
 * styles first, so every transition the change started is in the list.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // An endless animation cannot be finished, and needs not be: it is no colour change.
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
}

/**
 * A control that nothing would answer: outside every island (which React
 * hydrates) and not one a behaviour serves (src/site/siteBehaviours.ts
 * names them). A table's scrolling region takes focus too, but the browser
 * scrolls it without a script.
 */
const deadControls = `:is(button, input, select, textarea, summary, [role=button], [role=checkbox], [role=combobox], [role=menuitem], [role=slider], [role=switch], [role=tab], [tabindex]:not([tabindex="-1"], [role=region])):not([${ISLAND_ATTRIBUTE}] *, ${behaviourControls})`;

/** What the visitor reads (main and footer) and the structured data, as the page shows them now. */
async function wordsAndData(page: Page) {
  return {
    words: await page.locator('main, footer').allInnerTexts(),
    structuredData: await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent)),
  };
}

/**
 * Every check of one route at one width, on two page loads: the route
 * without JavaScript, then one visitor's whole first visit (visit: no
 * cookie, nothing cached), in the order a visitor meets the states. Every
 * check that does not need a page of its own runs here once.
 *
 * 0. Without JavaScript (the worker's script-free page): the heading,
 *    header and footer show, with the route's title; what it reads and its
 *    structured data are noted; under a dark system the page is dark by
 *    its CSS alone.
 * 1. Islands hydrated: nothing moved while the page loaded and its islands
 *    hydrated (no layout shift: each line laid out in Inter before the
 *    first paint); every prerendered word and the structured data are
 *    still there, every icon keeps its drawing.
 *    Then, with lazy chunks and the consent engine loaded (the banner shows
 *    once the engine has read the missing cookie): one title, canonical and
 *    description; axe finds nothing and the engine drew nothing of its
 *    own; on the phone, the same page under a dark system (emulated, no
 *    new load): the dark page, no light surface left but the logo plates,
 *    axe again; every styled-components rule belongs to an element (hydration
 *    reused the prerendered styles instead of generating them again); the
 *    heading and first paragraph are drawn in Inter, whose subset comes
 *    with the page, and no font file is fetched; every control is in an
 *    island or served by a behaviour; every internal link and anchor
 *    resolves (at 390 px also those of the opened mobile menu, which axe
 *    checks too; the page around it was checked a moment before, so only
 *    the menu is).
 * 2. Scrolled through before any choice: no request left the machine, no
 *    cookie was set, no console error or warning, no uncaught exception.
 * 3. «Alle ablehnen»: the footer reopens the settings with «Funktional»
 *    off; axe in the open dialog; Escape closes it. (The page without the
 *    banner is the page axe checked in step 1.) The phone's pass then
 *    narrows the page to 320 px and applies WCAG's text spacing at 320 and
 *    390 px: nothing may scroll or stick out sideways (WCAG 1.4.10, 1.4.12).
 * 4. «Alle akzeptieren» from the settings, with every third-party host
 *    blocked: the page stays usable, chat and calendar fall back, nothing
 *    is thrown, and the engine still drew nothing of its own. The same
 *    code runs for every language, so this step runs on the default
 *    language's pages (consent.e2e and languages.e2e check the French
 *    fallbacks' words).
 *
 * In another language than the default, the pass reuses what the default
 * language's pages proved and what the same document shows at either
 * width: the phone pass does steps 0 to 3 without scrolling and without
 * the styled-components check (the same components and code in every
 * language); the desktop pass is one page load with step 1's head, axe,
 * faces and consent checks. The layout, axe and words differ by language;
 * the code does not.
 *
 * Every label the pass acts on is the page's language's (support/words.ts):
 * a French page that still showed a German control would fail it. On a
 * page in another language than the default, once hydrated with the
 * banner showing, every word it shows or announces must come from that
 * language's content (support/unaccountedText.ts).
 *
 * Observations use `expect.soft`, so one run reports every finding of a
 * route; steps that later steps depend on fail hard.
 */
export async function visitorPass(route: SiteRoute, width: Width, links: LinkChecker): Promise<void> {
  const words = wordsOf(route.locale);
  const defaultLanguage = route.locale === defaultLocale;
  // What the same document shows at either width (its words, links, consent dialog) is checked once in another language: on the phone.
  const widthFree = defaultLanguage || width === 'phone';
  let prerendered: Awaited<ReturnType<typeof wordsAndData>> | undefined;
  if (widthFree) {
    const scriptless = await visitWithoutScript(route.path, width);
    for (const landmark of [scriptless.page.getByRole('heading', { level: 1 }).first(), scriptless.page.getByRole('banner'), scriptless.page.getByRole('contentinfo')]) {
      expect.soft(await landmark.isVisible(), `without JavaScript: ${landmark} is visible`).toBe(true);
    }
    expect.soft(await scriptless.page.title(), 'title without JavaScript').toBe(metaOf(route).title);
    prerendered = await wordsAndData(scriptless.page);
    expect.soft(scriptless.thirdPartyRequests, 'requests leaving the machine without JavaScript').toEqual([]);
    // The system's dark setting alone, through the page's own CSS: no script runs here.
    await scriptless.page.emulateMedia({ colorScheme: 'dark' });
    expect.soft(await pageBackground(scriptless.page), 'the page under a dark system, without JavaScript').toBe(computedColor(palettes.dark.paper));
  }

  const visited = await visit(route.path, widths[width]);
  const { page } = visited;
  expect.soft(await layoutShifts(page), 'layout shifts while the page loaded and hydrated').toEqual([]);
  if (prerendered) {
    const hydrated = await wordsAndData(page);
    expect.soft(hydrated.words, 'every prerendered word, after hydration').toEqual(prerendered.words);
    expect.soft(hydrated.structuredData, 'structured data, after hydration').toEqual(prerendered.structuredData);
  }
  expect.soft(await page.locator('main svg:not(:has(*))').count(), 'icons that lost their drawing').toBe(0);
  expect.soft(await page.locator('html').getAttribute('lang'), 'the language of the document').toBe(route.locale);
  await consentBanner(page, route.locale).waitFor();
  if (!defaultLanguage) {
    expect.soft(await unaccountedTexts(page, route.locale), `words on the page that no ${route.locale} content accounts for (hard-coded, or of another language)`).toEqual([]);
  }
  expect.soft(await headCounts(page), 'head after hydration').toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl(route.path) });
  expect.soft(await axeViolations(page), 'axe with the banner showing').toEqual([]);
  if (width === 'phone') {
    // The dark theme on the page already loaded: the system's setting switches it through CSS, without a new load.
    await page.emulateMedia({ colorScheme: 'dark' });
    await finishTransitions(page);
    expect.soft(await pageBackground(page), 'the page under a dark system').toBe(computedColor(palettes.dark.paper));
    expect.soft(await lightSurfaces(page), 'light surfaces left in the dark theme').toEqual([]);
    expect.soft(await axeViolations(page), 'axe in the dark theme, with the banner showing').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await finishTransitions(page);
  }
  const engineMarkup = () => page.locator('#cc-main').count();
  expect.soft(await engineMarkup(), 'markup of the consent engine itself, once it has run').toBe(0);
  const unanswered = await page.locator(deadControls).evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)));
  expect.soft(unanswered, 'controls neither in an island nor served by a behaviour').toEqual([]);
  // The same components and styles hydrate in every language: checked on the default language's pages.
  if (defaultLanguage) expect.soft(await unusedStyledClasses(page), 'styles generated again while hydrating, under names no element carries').toEqual([]);
  expect.soft(await facesDrawn(page), 'faces of the first heading and paragraph on a first visit').toEqual(allInBrandFace);
  const fontFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\.(woff2|css)$/.test(path)));
  expect.soft(fontFiles, "font files and stylesheets fetched: none, Inter's subset of the site's characters comes inlined with the page").toEqual([]);

  // The header's menus and the mobile menu are in the page, hidden: their links are found with the rest.
  const found = widthFree ? await linksIn(page.locator('body'), 'page') : [];
  if (width === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: words.nav.menuOpen }).click();
    const menu = page.getByRole('navigation', { name: words.nav.mobileMenuLabel });
    await menu.waitFor();
    expect.soft((await linksIn(menu, 'mobile menu')).length, 'links in the mobile menu').toBeGreaterThan(0);
    expect.soft(await axeViolations(page, menu), 'axe in the open mobile menu').toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: words.nav.menuClose }).click();
    await menu.waitFor({ state: 'hidden' });
  }
  expect.soft(await links.problems(page, route.path, found), 'internal links and anchors').toEqual([]);

  // What loads as the visitor scrolls (images, the calendar in view) is the same code in every language.
  if (defaultLanguage) await scrollThrough(page);
  expect.soft(visited.thirdPartyRequests, 'requests leaving the machine before consent').toEqual([]);
  expect.soft(await page.context().cookies(), 'cookies before consent').toEqual([]);
  expect.soft(visited.problems, 'console errors, warnings and uncaught exceptions').toEqual([]);

  if (!widthFree) return;
  await answerConsentBanner(page, 'Alle ablehnen', route.locale);
  const footerSettings = page.getByRole('contentinfo').getByRole('button', { name: words.footerConsentSettings });
  const dialog = page.getByRole('dialog', { name: words.consent.settings.title });
  await footerSettings.click();
  await dialog.waitFor();
  expect.soft(await axeViolations(page, dialog), 'axe in the open settings dialog').toEqual([]);
  expect(await dialog.getByRole('switch', { name: words.functional }).isChecked()).toBe(false);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  if (width === 'phone') {
    const reflow = await reflowFindings(page, widths.phone.viewport);
    const reflows = Object.fromEntries(Object.keys(reflow).map((label) => [label, { scrollsBy: 0, stickingOut: [] }]));
    expect.soft(reflow, 'sideways scrolling at 320 px, and with WCAG text spacing').toEqual(reflows);
  }

  if (!defaultLanguage) return;
  // Every host stays blocked (see visit): what the consent starts must fail gracefully.
  await footerSettings.click();
  await dialog.getByRole('button', { name: words.consent.settings.acceptAll }).click();
  await dialog.waitFor({ state: 'detached' });
  await scrollThrough(page);
  const chatButtons = page.getByRole('main').getByRole('button', { name: new RegExp(`^(${words.chatButtons.join('|')})$`) });
  if ((await chatButtons.count()) > 0) {
    await chatButtons.first().click();
    await page.getByText(words.chatUnreachable).first().waitFor();
  }
  if ((await page.locator('#calendar').count()) > 0) {
    await page.locator('#calendar').getByRole('link', { name: words.calendarFallbackLink }).waitFor();
  }
  expect.soft(await engineMarkup(), 'markup of the consent engine itself, after it stored two choices').toBe(0);
  expect.soft(withoutBlockedRequestNoise(visited.problems), 'problems after «Alle akzeptieren» with every third party blocked').toEqual([]);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
