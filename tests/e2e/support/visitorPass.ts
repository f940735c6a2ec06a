import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { alternatesOf, canonicalUrl, type SiteRoute } from '../../../src/site/routes';
import { behaviourControls } from '../../../src/site/siteBehaviours';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../../src/site/behaviours/languageSwitch';
import { ISLAND_ATTRIBUTE } from '../../../src/components/islandMarks';
import { axeViolations } from './axe';
import { unusedStyledClasses } from './styles';
import { REFLOW_WIDTH, reflowFindings } from './reflow';
import { typesettingFindings, type TypesettingFindings } from './typesetting';
import { allInBrandFace, facesDrawn } from './fonts';
import { linksIn, type LinkChecker } from './links';
import { answerConsentBanner, consentBanner, headCounts, layoutShifts, scrollThrough, visit, visitWithoutScript, widths, withoutBlockedRequestNoise, type Width } from './site';
import { metaOf } from '../../../src/content/siteContent';
import { checks, runsAt, type CheckName, type Theme } from '../../matrix';
import { waitHidden, waitVisible } from './waits';
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

/** The alternates the live head lists, as the route table gives them. */
function alternatesIn(page: Page) {
  return page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') })));
}

/**
 * The shell's links (header, mobile menu, footer) that lead to `path` but
 * are not marked as the current page, and those marked that lead elsewhere.
 * The language switch marks its own entry apart (the language, not the page).
 */
function currentPageMarks(page: Page, path: string) {
  return page.evaluate(([current, languageSwitch]) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`:is(header, footer) a[href]:not([${languageSwitch}] a)`)];
    const marked = (link: HTMLAnchorElement) => link.getAttribute('aria-current') === 'page';
    const here = (link: HTMLAnchorElement) => link.origin === location.origin && link.pathname === current;
    const named = (link: HTMLAnchorElement) => `${link.getAttribute('href')} «${(link.textContent ?? '').trim().slice(0, 40)}»`;
    return { unmarked: links.filter((link) => here(link) && !marked(link)).map(named), markedElsewhere: links.filter((link) => !here(link) && marked(link)).map(named) };
  }, [path, LANGUAGE_SWITCH_ATTRIBUTE] as const);
}

/** What the visitor reads (main and footer) and the structured data, as the page shows them now. */
async function wordsAndData(page: Page) {
  return {
    words: await page.locator('main, footer').allInnerTexts(),
    structuredData: await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent)),
  };
}

/** The matrix's rows the visitor pass runs; `consoleClean` rides on the page loads the others make. */
const visitorRows = (Object.keys(checks) as CheckName[]).filter((check) => checks[check].runner === 'visitor pass' && check !== 'consoleClean');

/** Whether the matrix gives the visitor pass anything to check of `route` at `width` (in any theme). */
export function visitorPassRuns(route: SiteRoute, width: Width): boolean {
  return visitorRows.some((check) => (['light', 'dark'] as const).some((theme) => runsAt(check, { language: route.locale, theme, width, engine: 'chromium' })));
}

/**
 * Every check of one route at one width that the test matrix (tests/
 * matrix.ts) runs there, on at most two page loads: the route without
 * JavaScript, then one visitor's whole first visit (no cookie, nothing
 * cached), in the order a visitor meets the states. The matrix decides
 * which checks run for the route's language, at this width and in which
 * theme; the pass asks it for each and has no other branch.
 *
 * 0. Without JavaScript (the worker's script-free page): heading, header
 *    and footer with the route's title; what it reads and its structured
 *    data are noted; under a dark system the page is dark by CSS alone.
 * 1. Islands hydrated: nothing moved; every prerendered word and the
 *    structured data still there, every icon drawn; the document's
 *    language, alternates and head; the shell's links to the page marked
 *    as the current page, and no other. With the banner showing: every word
 *    from the language's content; axe; the dark theme (emulated, no new
 *    load) with no light surface left and axe again; every control
 *    answered; styles reused; the brand face; every link and anchor (the
 *    opened mobile menu's too, which axe checks).
 * 2. Scrolled through before any choice: no request left the machine, no
 *    cookie was set; no console error or warning at any time.
 * 3. «Alle ablehnen»: the footer reopens the settings with «Funktional»
 *    off; axe in the open dialog; Escape closes it. Then the page narrows
 *    to 320 px and takes WCAG's text spacing: nothing may scroll or stick
 *    out sideways (WCAG 1.4.10, 1.4.12).
 * 4. «Alle akzeptieren» from the settings, with every third-party host
 *    blocked: the page stays usable, chat and calendar fall back, nothing
 *    is thrown, and the engine still drew nothing of its own.
 *
 * Every label the pass acts on is the page's language's (support/words.ts):
 * a French page that still showed a German control would fail it.
 * Observations use `expect.soft`, so one run reports every finding of a
 * route; steps that later steps depend on fail hard.
 */
export async function visitorPass(route: SiteRoute, width: Width, links: LinkChecker): Promise<void> {
  const progress = { check: 'the page without JavaScript' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the visitor pass of ${route.path} at ${width} width was still at «${progress.check}» after ${PASS_LIMIT_MS / 1000} s`)), PASS_LIMIT_MS);
  });
  try {
    await Promise.race([passChecks(route, width, links, progress), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long one pass may take before it fails naming the check it was at:
 * below the test's own limit (tests/e2e/support/firstVisits.ts), which says
 * only that time ran out.
 */
const PASS_LIMIT_MS = 300_000;

/** The checks of visitorPass, each noting in `progress` that it has begun. */
async function passChecks(route: SiteRoute, width: Width, links: LinkChecker, progress: { check: string }): Promise<void> {
  const words = wordsOf(route.locale);
  const at = (check: CheckName, theme: Theme = 'light') => {
    const runs = runsAt(check, { language: route.locale, theme, width, engine: 'chromium', page: route.page });
    if (runs) progress.check = `${check}${theme === 'dark' ? ' (dark)' : ''}`;
    return runs;
  };

  let prerendered: Awaited<ReturnType<typeof wordsAndData>> | undefined;
  if (at('withoutScript') || at('hydrationKeepsWords') || at('darkWithoutScript', 'dark')) {
    const scriptless = await visitWithoutScript(route.path, width);
    if (at('withoutScript')) {
      for (const landmark of [scriptless.page.getByRole('heading', { level: 1 }).first(), scriptless.page.getByRole('banner'), scriptless.page.getByRole('contentinfo')]) {
        expect.soft(await landmark.isVisible(), `without JavaScript: ${landmark} is visible`).toBe(true);
      }
      expect.soft(await scriptless.page.title(), 'title without JavaScript').toBe(metaOf(route).title);
      expect.soft(scriptless.thirdPartyRequests, 'requests leaving the machine without JavaScript').toEqual([]);
    }
    if (at('hydrationKeepsWords')) prerendered = await wordsAndData(scriptless.page);
    if (at('darkWithoutScript', 'dark')) {
      // The system's dark setting alone, through the page's own CSS: no script runs here.
      await scriptless.page.emulateMedia({ colorScheme: 'dark' });
      expect.soft(await pageBackground(scriptless.page), 'the page under a dark system, without JavaScript').toBe(computedColor(palettes.dark.paper));
    }
  }

  progress.check = 'the visit, until every island hydrated';
  const visited = await visit(route.path, widths[width]);
  const { page } = visited;
  if (at('layoutShifts')) expect.soft(await layoutShifts(page), 'layout shifts while the page loaded and hydrated').toEqual([]);
  if (prerendered) {
    const hydrated = await wordsAndData(page);
    expect.soft(hydrated.words, 'every prerendered word, after hydration').toEqual(prerendered.words);
    expect.soft(hydrated.structuredData, 'structured data, after hydration').toEqual(prerendered.structuredData);
    expect.soft(await page.locator('main svg:not(:has(*))').count(), 'icons that lost their drawing').toBe(0);
  }
  if (at('documentLanguage')) {
    expect.soft(await page.locator('html').getAttribute('lang'), 'the language of the document').toBe(route.locale);
    expect.soft(await alternatesIn(page), 'the alternates of the hydrated head').toEqual(alternatesOf(route));
    expect.soft(await headCounts(page), 'head after hydration').toEqual({ titles: 1, canonicals: 1, descriptions: 1, canonical: canonicalUrl(route.path) });
    expect.soft(await page.title(), 'title').toBe(metaOf(route).title);
  }
  if (at('currentPage')) expect.soft(await currentPageMarks(page, route.path), 'the shell’s links to this page and those marked as the current page').toEqual({ unmarked: [], markedElsewhere: [] });
  await waitVisible(consentBanner(page, route.locale), 'the consent banner');
  if (at('unaccountedText')) {
    expect.soft(await unaccountedTexts(page, route.locale), `words on the page that no ${route.locale} content accounts for (hard-coded, or of another language)`).toEqual([]);
  }
  if (at('axe') || at('axeInLanguage')) expect.soft(await axeViolations(page), 'axe with the banner showing').toEqual([]);
  if (at('darkAxe', 'dark')) {
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
  if (at('controlsAnswered')) {
    expect.soft(await engineMarkup(), 'markup of the consent engine itself, once it has run').toBe(0);
    const unanswered = await page.locator(deadControls).evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)));
    expect.soft(unanswered, 'controls neither in an island nor served by a behaviour').toEqual([]);
  }
  if (at('stylesReused')) expect.soft(await unusedStyledClasses(page), 'styles generated again while hydrating, under names no element carries').toEqual([]);
  if (at('brandFace')) {
    expect.soft(await facesDrawn(page), 'faces of the first heading and paragraph on a first visit').toEqual(allInBrandFace);
    const fontFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\.(woff2|css)$/.test(path)));
    expect.soft(fontFiles, "font files and stylesheets fetched: none, Inter's subset of the site's characters comes inlined with the page").toEqual([]);
  }

  // The header's menus and the mobile menu are in the page, hidden: their links are found with the rest.
  const found = at('links') ? await linksIn(page.locator('body'), 'page') : [];
  if (at('mobileMenu')) {
    await page.getByRole('banner').getByRole('button', { name: words.nav.menuOpen }).click();
    const menu = page.getByRole('navigation', { name: words.nav.mobileMenuLabel });
    await waitVisible(menu, 'the mobile menu, opened by its button');
    expect.soft((await linksIn(menu, 'mobile menu')).length, 'links in the mobile menu').toBeGreaterThan(0);
    expect.soft(await axeViolations(page, menu), 'axe in the open mobile menu').toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: words.nav.menuClose }).click();
    await waitHidden(menu, 'the mobile menu, closed by its button');
  }
  if (at('links')) expect.soft(await links.problems(page, route.path, found), 'internal links and anchors').toEqual([]);

  if (at('quietBeforeConsent')) {
    // What loads as the visitor scrolls (images, the calendar in view).
    await scrollThrough(page);
    expect.soft(visited.thirdPartyRequests, 'requests leaving the machine before consent').toEqual([]);
    expect.soft(await page.context().cookies(), 'cookies before consent').toEqual([]);
  }
  if (at('consoleClean')) expect.soft(visited.problems, 'console errors, warnings and uncaught exceptions').toEqual([]);

  const footerSettings = page.getByRole('contentinfo').getByRole('button', { name: words.footerConsentSettings });
  const dialog = page.getByRole('dialog', { name: words.consent.settings.title });
  if (at('consentDialog')) {
    await answerConsentBanner(page, 'Alle ablehnen', route.locale);
    await footerSettings.click();
    await waitVisible(dialog, 'the consent settings, opened from the footer');
    expect.soft(await axeViolations(page, dialog), 'axe in the open settings dialog').toEqual([]);
    expect(await dialog.getByRole('switch', { name: words.functional }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await waitHidden(dialog, 'the consent settings, closed by Escape', 'detached');
  }
  if (at('reflow')) {
    const reflow = await reflowFindings(page, widths[width].viewport);
    const reflows = Object.fromEntries(Object.keys(reflow).map((label) => [label, { scrollsBy: 0, stickingOut: [] }]));
    expect.soft(reflow, 'sideways scrolling at 320 px, and with WCAG text spacing').toEqual(reflows);
  }

  if (at('typesetting') || at('typesettingWide')) {
    const viewport = widths[width].viewport;
    const findings: Record<string, TypesettingFindings> = {};
    for (const pageWidth of at('typesetting') ? [REFLOW_WIDTH, viewport.width] : [viewport.width]) {
      await page.setViewportSize({ width: pageWidth, height: viewport.height });
      findings[`${pageWidth} px`] = await typesettingFindings(page);
    }
    await page.setViewportSize(viewport);
    const clean = Object.fromEntries(Object.keys(findings).map((label) => [label, { cutWords: [], unmarkedScrollBoxes: [], overlappingText: [], hyphenRuns: [] }]));
    expect.soft(findings, 'words cut without a hyphen, scroll boxes without a sign, text over text, three hyphenated lines in a row').toEqual(clean);
  }

  if (at('thirdPartiesDown')) {
    // Every host stays blocked (see visit): what the consent starts must fail gracefully. The banner first, where the dialog's check did not answer it.
    if (!at('consentDialog')) await answerConsentBanner(page, 'Alle ablehnen', route.locale);
    await footerSettings.click();
    await dialog.getByRole('button', { name: words.consent.settings.acceptAll }).click();
    await waitHidden(dialog, 'the consent settings, closed by «Alle akzeptieren»', 'detached');
    await scrollThrough(page);
    const chatButtons = page.getByRole('main').getByRole('button', { name: new RegExp(`^(${words.chatButtons.join('|')})$`) });
    if ((await chatButtons.count()) > 0) {
      await chatButtons.first().click();
      await waitVisible(page.getByText(words.chatUnreachable).first(), 'the chat’s message that it cannot be reached');
    }
    if ((await page.locator('#calendar').count()) > 0) {
      await waitVisible(page.locator('#calendar').getByRole('link', { name: words.calendarFallbackLink }), 'the calendar’s plain link');
    }
    expect.soft(await engineMarkup(), 'markup of the consent engine itself, after it stored a choice').toBe(0);
    expect.soft(withoutBlockedRequestNoise(visited.problems), 'problems after «Alle akzeptieren» with every third party blocked').toEqual([]);
    await waitVisible(page.getByRole('heading', { level: 1 }).first(), 'the page’s heading, still there');
  }
}
