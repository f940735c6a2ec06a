/**
 * The pass every engine besides Chromium gets (Firefox ESR, WebKitGTK):
 * every route at phone width, once, and the interactions whose code
 * differs most between engines. Chromium's own visitor pass
 * (tests/e2e/support/visitorPass.ts) checks far more per route; this one
 * checks what an engine can get wrong on its own: a page error, an island
 * that never hydrates, a resource it will not load, sideways scrolling, the
 * brand face, and the widgets that lean on engine-specific behaviour (the
 * shared parts' plain script, the platform's dialog, the islands).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes, findRoute, type SiteRoute } from '../../../src/site/routes';
import { formatterFor } from '../../../src/lib/format';
import { pagePaths } from '../../../src/lib/paths';
import { runsAt, type Engine } from '../../matrix';
import { CONSENT_COOKIE } from '../../../src/integrations/consentCookies';
import { PROBE_GLOBAL } from './errorProbe';
import { CONSENT_BANNER_ATTRIBUTE } from '../../../src/components/behaviours/consentMarks';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../../../src/components/islandMarks';
import { WAIT_LIMIT_MS, waitUntil, type EnginePage } from './enginePage';
import { metaOf } from '../../../src/content/siteContent';
import { themeStorage } from '../../../src/content/themeStorage';
import { THEME_ATTRIBUTE } from '../../../src/design/themeChoice';
import { palettes } from '../../../src/design/tokens';
import { computedColor } from '../../../src/design/contrast';
import { contentFor } from '../../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;
const { footerNav, headerNav } = contentFor('de-CH').navigation;
const { faqContent } = contentFor('de-CH').faq;
const { pricingContent } = contentFor('de-CH').pricing;
const { academyContent } = contentFor('de-CH').academy;
const { loginContent } = contentFor('de-CH').login;
const { shell } = contentFor('de-CH').shell;

/** Figures as the German stories show them. */
const germanFormat = formatterFor('de-CH');

/** The phone every route is loaded at, and the laptop the header's menus need. */
export const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;

/** A page load, its hydration and a look around take a few seconds; a busy machine many times that. */
const TEST_TIMEOUT = 120_000;

/**
 * Runs in the page: what the probe recorded since the page loaded. A loaded
 * page without the probe could run no script of its own (the first one it
 * asks for is the probe): WebKit upgrading every request to HTTPS did that.
 */
function recordedProblems(probe: string): string[] {
  const recorded = (window as unknown as Record<string, string[] | undefined>)[probe];
  if (recorded) return [...recorded];
  return document.readyState === 'complete' ? ['no script of the page ran: the error probe, its first script, did not load'] : [];
}

/**
 * Runs in the page (self-contained, as everything sent there): what a
 * visitor of the loaded route would notice. The faces are told apart by
 * width: the text of each selector's element is measured again in 'Inter
 * Variable' alone and in 'Inter Fallback' alone, at its own size, weight and
 * features; it was drawn in Inter when it is as wide as the first and the
 * two differ. If Inter is unusable on the page (a face that failed, or
 * WebKit's `optional` that gave up), the first is drawn in the default serif
 * and matches nothing.
 */
function routeFindings(selectors: string[], probe: string) {
  const faceOf = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return `${selector}: missing`;
    const style = getComputedStyle(element);
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const width = (family: string) => {
      const probeSpan = document.createElement('span');
      probeSpan.textContent = text;
      for (const property of ['font-size', 'font-weight', 'font-style', 'font-stretch', 'font-feature-settings', 'font-variation-settings', 'font-kerning', 'letter-spacing', 'word-spacing', 'text-transform']) {
        probeSpan.style.setProperty(property, style.getPropertyValue(property));
      }
      probeSpan.style.fontFamily = family;
      Object.assign(probeSpan.style, { position: 'absolute', whiteSpace: 'nowrap', visibility: 'hidden', left: '0', top: '0' });
      document.body.append(probeSpan);
      const measured = probeSpan.getBoundingClientRect().width;
      probeSpan.remove();
      // Unrounded: the fallback is sized to Inter's width, so a sentence can differ by a tenth of a pixel.
      return measured;
    };
    const asDrawn = width(style.fontFamily);
    const inter = width("'Inter Variable'");
    const fallback = width("'Inter Fallback'");
    const face = asDrawn === inter && inter !== fallback ? 'Inter' : asDrawn === fallback ? 'Inter Fallback' : `another face (${asDrawn} px; Inter ${inter}, fallback ${fallback})`;
    return `${selector}: ${face}`;
  };
  const root = document.documentElement;
  return {
    problems: [...((window as unknown as Record<string, string[]>)[probe] ?? [])],
    title: document.title,
    scrollsSideways: Math.max(0, root.scrollWidth - root.clientWidth),
    faces: selectors.map(faceOf),
    fontFiles: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\.(woff2?|ttf|otf)$/.test(path)),
    engineMarkup: document.querySelectorAll('#cc-main').length,
  };
}

/** The heading and first paragraph of the main content, as in Chromium's visitor pass. */
const FIRST_READ = ['h1', 'main p'];

/**
 * Loads a route as a first visitor meets it: its boot script has run (its
 * banner shows, which the consent behaviour shows), and, unless `asLoaded`,
 * each of its islands has hydrated, brought near the screen as a visitor
 * scrolling down does. The previous test's cookies and storage are cleared
 * from the page it left open (the site keeps nothing else in the browser;
 * before the first visit there is nothing to clear).
 */
async function visit(page: EnginePage, path: string, { asLoaded = false } = {}): Promise<void> {
  await page.evaluate(() => {
    if (location.protocol !== 'http:') return;
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });
  await page.goto(path);
  // A problem ends the wait at once: a page whose scripts never load must not take the wait's whole limit to say so.
  const bannerOrProblem = (probe: string, banner: string) => {
    const recorded = (window as unknown as Record<string, string[] | undefined>)[probe];
    if (recorded ? recorded.length > 0 : document.readyState === 'complete') return true;
    // The prerendered banner is in the page from the start: shown once the boot script has run (display none has no boxes).
    return (document.querySelector(banner)?.getClientRects().length ?? 0) > 0;
  };
  await waitUntil(page, bannerOrProblem, PROBE_GLOBAL, `[${CONSENT_BANNER_ATTRIBUTE}]`);
  expect(await problemsOf(page), `${page.engine} ${path}: problems while loading`).toEqual([]);
  if (asLoaded) return;
  // Each island in turn, near the screen, until it says it has hydrated; then back to the top.
  // An island the page does not show (in a tab set's hidden panel) hydrates once it is shown, and is left.
  const hydratedNear = (island: string, hydrated: string) => {
    const waiting = [...document.querySelectorAll<HTMLElement>(`[${island}]:not([${hydrated}])`)].find((root) => (root.firstElementChild ?? root).getClientRects().length > 0);
    if (!waiting) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return true;
    }
    (waiting.firstElementChild ?? waiting).scrollIntoView({ block: 'center', behavior: 'instant' });
    return false;
  };
  await waitUntil(page, hydratedNear, ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE);
  expect(await problemsOf(page), `${page.engine} ${path}: problems while its islands hydrated`).toEqual([]);
}

/**
 * waitUntil for a condition on the page a click leads to: the wait may start
 * in the page being left, which WebKit's driver then reports as gone
 * («Callback was not called before the unload event»); it is asked again
 * in the next page.
 */
async function waitUntilNextPage<A extends unknown[], R>(page: EnginePage, condition: (...args: A) => R, ...args: A): Promise<R> {
  const end = Date.now() + 2 * WAIT_LIMIT_MS;
  for (;;) {
    try {
      return await waitUntil(page, condition, ...args);
    } catch (error) {
      if (Date.now() > end || !/unload|no such frame|navigat|context|discarded/i.test(String(error))) throw error;
    }
  }
}

async function problemsOf(page: EnginePage): Promise<string[]> {
  return page.evaluate(recordedProblems, PROBE_GLOBAL);
}

const entry = (topic: string) => faqContent.browser.entries.filter((candidate) => candidate.category === topic || candidate.category === 'all').length;

/**
 * Declares an engine's pass: `open` starts the engine with one page on the
 * served site; every test of the file takes its turn in that page.
 */
export function describeEnginePass(engine: Exclude<Engine, 'chromium'>, name: string, open: () => Promise<EnginePage>): void {
  describe(`${name}: the routes and interactions the test matrix gives the engine`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await open();
      await page.resize(PHONE.width, PHONE.height);
    }, TEST_TIMEOUT);
    afterAll(async () => page?.close(), TEST_TIMEOUT);

    // A test that needs another size takes it for itself; the next test finds the phone again, even after a failure.
    let resized = false;
    const resizeForThisTest = async (size: { width: number; height: number }) => {
      resized = true;
      await page.resize(size.width, size.height);
    };
    afterEach(async () => {
      if (!resized) return;
      resized = false;
      await page.resize(PHONE.width, PHONE.height);
    }, TEST_TIMEOUT);

    it.each(routes.filter((route) => runsAt('engineRoutes', { language: route.locale, theme: 'light', width: 'phone', engine })).map((route): [string, SiteRoute] => [route.path, route]))(
      '%s hydrates without a problem, draws Inter, fetches no font file and does not scroll sideways',
      async (_path, route) => {
        await visit(page, route.path);
        const found = await page.evaluate(routeFindings, FIRST_READ, PROBE_GLOBAL);
        expect.soft(found.problems, 'page errors, console errors and warnings, failed loads, CSP violations').toEqual([]);
        expect.soft(found.title, 'title').toBe(metaOf(route).title);
        expect.soft(found.scrollsSideways, 'pixels the page scrolls sideways at 390 px').toBe(0);
        expect.soft(found.faces, 'faces of the first heading and paragraph on a first visit').toEqual(FIRST_READ.map((selector) => `${selector}: Inter`));
        expect.soft(found.fontFiles, "font files fetched: none, Inter's subset comes inlined with the page").toEqual([]);
        expect.soft(found.engineMarkup, 'markup of the consent engine itself').toBe(0);
      },
      TEST_TIMEOUT,
    );

    it('refuses consent in the banner as the page has loaded, then changes it in the settings from the footer and closes them with Escape', async () => {
      // The banner is the boot script's: answered before any island has hydrated.
      await visit(page, pagePaths.contact, { asLoaded: true });
      await page.click({ css: '[data-consent-banner] button', name: consentContent.banner.rejectAll });
      await waitUntil(page, () => document.querySelector('[data-consent-banner]')?.getClientRects().length === 0);
      // The consent engine loads with the answer on a first visit, then stores it.
      await waitUntil(page, (name: string) => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${name}=`)), CONSENT_COOKIE);
      await page.click({ css: 'footer button', name: footerNav.cookieSettings });
      await waitUntil(page, () => document.querySelector('dialog[open]') !== null);
      const checked = () => page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('dialog [role="switch"]')].map((input) => input.checked));
      expect(await checked(), 'after «Alle ablehnen» only the necessary cookies').toEqual([true, false, false, false]);
      await page.click({ label: consentContent.categories[1]!.name });
      expect(await checked()).toEqual([true, true, false, false]);
      await page.press('Escape');
      await waitUntil(page, () => document.querySelector('dialog[open]') === null);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it("opens the header's menu on a laptop and follows its link to the next page", async () => {
      await resizeForThisTest(LAPTOP);
      await visit(page, pagePaths.home);
      await page.click({ css: 'header button', name: headerNav.company.label });
      const contact = headerNav.company.items.find((item) => item.to === pagePaths.contact)!;
      await waitUntil(page, (href: string) => (document.querySelector(`header a[href="${href}"]`)?.getClientRects().length ?? 0) > 0, contact.to);
      await page.followLink({ css: `header a[href="${contact.to}"]` });
      await waitUntilNextPage(page, (title: string) => location.pathname === '/de/contact' && document.title === title, metaOf(findRoute(pagePaths.contact)!).title);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('opens and closes the mobile menu as the page has loaded', async () => {
      await visit(page, pagePaths.about, { asLoaded: true });
      await page.click({ css: 'header button', name: headerNav.menuOpen });
      const menuShown = (label: string) => {
        const menu = document.querySelector(`nav[aria-label="${label}"]`);
        return menu !== null && menu.getBoundingClientRect().height > 0;
      };
      await waitUntil(page, menuShown, headerNav.mobileMenuLabel);
      expect(await page.evaluate((label: string) => document.querySelectorAll(`nav[aria-label="${label}"] a`).length, headerNav.mobileMenuLabel)).toBeGreaterThan(0);
      await page.click({ css: 'header button', name: headerNav.menuClose });
      await waitUntil(page, (label: string) => !document.querySelector(`nav[aria-label="${label}"]`) || document.querySelector(`nav[aria-label="${label}"]`)!.getBoundingClientRect().height === 0, headerNav.mobileMenuLabel);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('lays the open mobile menu over the consent banner, holds the page behind it still and closes it on Escape, the document untouched', async () => {
      await visit(page, pagePaths.faq, { asLoaded: true });
      const label = headerNav.mobileMenuLabel;
      // The page's root and body, as a style every element of a long page depends on would change them.
      const documentState = () => page.evaluate(() => [document.documentElement, document.body].map((element) => `${[...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort().join(' ')} overflow: ${getComputedStyle(element).overflow}`));
      // The banner's room at the page's end comes with its first size (a ResizeObserver's callback, a frame after it shows): the state to keep is the one after it.
      await waitUntil(page, () => document.body.style.paddingBottom !== '');
      const closed = await documentState();
      await page.click({ css: 'header button', name: headerNav.menuOpen });
      await waitUntil(page, (menu: string) => (document.querySelector(`nav[aria-label="${menu}"]`)?.getBoundingClientRect().height ?? 0) > 0, label);
      expect(await documentState(), 'the root and body with the menu open').toEqual(closed);
      // On top where the banner lies: the header's.
      const onTopOfBanner = (banner: string) => {
        const box = document.querySelector(banner)!.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('header')?.tagName ?? 'not the header';
      };
      expect(await page.evaluate(onTopOfBanner, `[${CONSENT_BANNER_ATTRIBUTE}]`), 'what lies over the middle of the consent banner').toBe('HEADER');
      // What holds the page, in every engine: the menu's layer fills the screen as a scroll container with room to scroll, keeping what reaches it.
      const layer = await page.evaluate(() => {
        const element = document.querySelector<HTMLElement>('[data-mobile-menu-layer]')!;
        const style = getComputedStyle(element);
        return { fillsTheScreen: Math.abs(element.getBoundingClientRect().height - innerHeight) < 1, roomToScroll: element.scrollHeight > element.clientHeight, overflowY: style.overflowY, overscroll: style.overscrollBehaviorY };
      });
      expect(layer).toEqual({ fillsTheScreen: true, roomToScroll: true, overflowY: 'auto', overscroll: 'contain' });
      const pause = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      if (page.wheel) {
        // Over the header's row, the menu and the strip of page below it.
        for (const y of [PHONE.height / 20, PHONE.height / 3, PHONE.height - 10]) await page.wheel(PHONE.width / 2, y, 2_000);
        await pause();
        expect(await page.evaluate(() => window.scrollY), 'the page after the wheel over the open menu').toBe(0);
      }
      // Escape with focus on the menu's button, where a tap leaves it.
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-mobile-menu-toggle]')!.focus());
      await page.press('Escape');
      await waitUntil(page, (menu: string) => (document.querySelector(`nav[aria-label="${menu}"]`)?.getBoundingClientRect().height ?? 0) === 0, label);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(headerNav.menuOpen);
      expect(await documentState(), 'the root and body once the menu is closed').toEqual(closed);
      // The same wheel scrolls the page once the menu is closed: the driver's wheel reaches the page.
      if (page.wheel) {
        await page.wheel(PHONE.width / 2, PHONE.height / 3, 2_000);
        await waitUntil(page, () => window.scrollY > 0);
      }
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it("chooses «Dunkel» in the mobile menu, gets it back from the head's script on the next load, and «System» forgets it", async () => {
      const { label, choices } = shell.themeToggle;
      const menu = `nav[aria-label="${headerNav.mobileMenuLabel}"]`;
      // The toggle's name says the choice in effect, so each click waits for the name the last one gave it.
      const clickToggle = async (choice: keyof typeof choices) => {
        const name = `${label}: ${choices[choice]}`;
        const shown = (within: string, expected: string) =>
          [...document.querySelectorAll(`${within} button`)].some((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim() === expected);
        await waitUntil(page, shown, menu, name);
        await page.click({ css: 'button', name, within: menu });
      };
      const scheme = () =>
        page.evaluate(
          (attribute: string, key: string) => ({
            attribute: document.documentElement.getAttribute(attribute),
            stored: localStorage.getItem(key),
            background: getComputedStyle(document.body).backgroundColor,
          }),
          THEME_ATTRIBUTE,
          themeStorage.key,
        );
      const openMenu = async () => {
        await page.click({ css: 'header button', name: headerNav.menuOpen });
        await waitUntil(page, (selector: string) => (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0, menu);
      };
      const dark = { attribute: 'dark', stored: 'dark', background: computedColor(palettes.dark.paper) };

      await visit(page, pagePaths.pricing);
      // Answered first: the banner sits over the foot of the open menu, where the toggle is.
      await page.click({ css: '[data-consent-banner] button', name: consentContent.banner.rejectAll });
      await waitUntil(page, () => document.querySelector('[data-consent-banner]')?.getClientRects().length === 0);
      await openMenu();
      await clickToggle('system');
      await clickToggle('light');
      await waitUntil(page, (attribute: string) => document.documentElement.getAttribute(attribute) === 'dark', THEME_ATTRIBUTE);
      expect(await scheme()).toEqual(dark);

      // Loaded again (the choice kept): dark at the load event, from the head's inline script, which the CSP lets run (a refusal is a problem the probe records).
      await page.goto(pagePaths.pricing);
      expect(await scheme()).toEqual(dark);
      await openMenu();
      await clickToggle('dark');
      await waitUntil(page, (attribute: string) => !document.documentElement.hasAttribute(attribute), THEME_ATTRIBUTE);
      expect(await scheme()).toEqual({ attribute: null, stored: null, background: computedColor(palettes.light.paper) });
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('filters the FAQ by a topic, keeps the topic in the address and finds nothing for an unknown word', async () => {
      const { browser: faq } = faqContent;
      const technology = faq.filter.categories.find((category) => category.id === 'technology')!;
      await visit(page, pagePaths.faq);
      await page.click({ css: 'main button', name: technology.name });
      await waitUntil(
        page,
        (param: string, slug: string, count: number) => new URLSearchParams(location.search).get(param) === slug && [...document.querySelectorAll('main h3[id]')].filter((heading) => heading.getClientRects().length > 0).length === count,
        faq.filter.param,
        technology.slug,
        entry('technology'),
      );
      await page.fill({ css: 'input[type="search"]' }, 'Blockchain');
      await waitUntil(page, (title: string) => [...document.querySelectorAll('main h2, main h3')].some((heading) => heading.textContent === title && heading.getClientRects().length > 0), faq.empty.title);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('explains what is wrong in the login form and keeps what was typed', async () => {
      const login = loginContent;
      const form = login.forms.login;
      await visit(page, pagePaths.login);
      await page.fill({ label: form.fields.email.label }, 'anna.muster@beispiel');
      await page.fill({ label: form.fields.password.label }, 'kurz');
      await page.click({ css: 'form button[type="submit"]', name: form.submit });
      const messages = [login.errors.invalidEmail, login.errors.passwordTooShort];
      await waitUntil(page, (expected: string[]) => expected.every((message) => document.body.innerText.includes(message)), messages);
      expect(await page.evaluate(() => (document.querySelector('input[autocomplete="email"]') as HTMLInputElement).value)).toBe('anna.muster@beispiel');
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('counts the tokens of what the visitor enters in the estimator', async () => {
      const { kinds, estimator } = pricingContent.tokens;
      const kind = (id: string) => kinds.find((candidate) => candidate.id === id)!;
      await visit(page, pagePaths.pricing);
      await page.fill({ label: kind('blog-article').countLabel }, '12');
      await page.fill({ label: kind('social-post').countLabel }, '40');
      const total = `${germanFormat.number(12 * kind('blog-article').tokens + 40 * kind('social-post').tokens)} ${estimator.unit}`;
      await waitUntil(page, (expected: string) => document.querySelector('[data-testid="token-total"]')?.textContent?.replace(/\s+/g, ' ').trim() === expected, total);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it("counts a box of the Academy's self-check", async () => {
      const { statements, status } = academyContent.outcomes.selfCheck;
      await visit(page, pagePaths.academy);
      await page.click({ label: statements[0]! });
      await waitUntil(page, (expected: string) => [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.includes(expected)), status.notYet);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it("keeps the Academy's sticky bar at the bottom of the screen while the page scrolls", async () => {
      await visit(page, pagePaths.academy);
      const barBottom = (title: string) => {
        const heading = [...document.querySelectorAll('section[aria-labelledby] *')].find((element) => element.textContent === title && element.id);
        const bar = heading?.closest('section');
        return bar ? Math.round(bar.getBoundingClientRect().bottom) : null;
      };
      expect(await page.evaluate(barBottom, academyContent.stickyCta.title)).toBe(PHONE.height);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
      await waitUntil(page, () => window.scrollY > 0);
      expect(await page.evaluate(barBottom, academyContent.stickyCta.title)).toBe(PHONE.height);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('follows a link far down the page to the next page, shown from its top (faded in where the engine can)', async () => {
      await visit(page, pagePaths.login);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.followLink({ css: 'footer a', name: footerNav.columns[0]!.links[0]!.label });
      const home = metaOf(findRoute(pagePaths.home)!).title;
      await waitUntilNextPage(page, (title: string) => location.pathname === '/de' && document.title === title && window.scrollY === 0, home);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);

    it('answers a click alone (no pointer or key before it) on the buttons of the header and the banner, a question, a code tab, the booking prompt and the login tabs as the page has loaded', async () => {
      await visit(page, pagePaths.about, { asLoaded: true });
      const clickAlone = (selector: string) => page.evaluate((css: string) => (document.querySelector(css) as HTMLElement).click(), selector);
      await clickAlone('[data-mobile-menu-toggle]');
      await waitUntil(page, (label: string) => (document.querySelector(`nav[aria-label="${label}"]`)?.getBoundingClientRect().height ?? 0) > 0, headerNav.mobileMenuLabel);
      await clickAlone('[data-theme-toggle]');
      expect(await page.evaluate((attribute: string) => document.documentElement.getAttribute(attribute), THEME_ATTRIBUTE)).toBe('light');
      await clickAlone('[data-consent-action="rejectAll"]');
      await waitUntil(page, (name: string) => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${name}=`)), CONSENT_COOKIE);
      // What the platform runs, as the page has loaded: a question opens, a code tab switches, the booking prompt asks for the calendar.
      await visit(page, pagePaths.pricing, { asLoaded: true });
      await clickAlone('[data-accordion] summary');
      await waitUntil(page, () => document.querySelector<HTMLDetailsElement>('[data-accordion] details')?.open === true);
      await visit(page, pagePaths.apiProducts, { asLoaded: true });
      await clickAlone('[data-tab-set] [role=radiogroup] > span:last-child label');
      await waitUntil(page, () => document.querySelector<HTMLInputElement>('[data-tab-set] [role=radiogroup] > span:last-child input')?.checked === true);
      await visit(page, pagePaths.contact, { asLoaded: true });
      await clickAlone('[data-booking-show]');
      await waitUntil(page, () => document.querySelector('[data-booking-embed]')?.getAttribute('data-phase') !== 'link');
      // The FAQ's topics, as the page has loaded.
      const { browser: faq } = faqContent;
      const support = faq.filter.categories.find((category) => category.id === 'support')!;
      await visit(page, pagePaths.faq, { asLoaded: true });
      await page.evaluate((name: string) => [...document.querySelectorAll<HTMLElement>('main button')].find((button) => button.textContent?.trim() === name)?.click(), support.name);
      await waitUntil(page, (param: string, slug: string) => new URLSearchParams(location.search).get(param) === slug, faq.filter.param, support.slug);
      // The login's second tab, as the page has loaded (the behaviour tabPanels).
      await visit(page, pagePaths.login, { asLoaded: true });
      await page.evaluate((name: string) => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent?.trim() === name)?.click(), loginContent.tabs.signup);
      await waitUntil(page, (name: string) => [...document.querySelectorAll('[role=tab]')].some((tab) => tab.textContent?.trim() === name && tab.getAttribute('aria-selected') === 'true'), loginContent.tabs.signup);
      expect(await problemsOf(page)).toEqual([]);
    }, TEST_TIMEOUT);
  });
}
