import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { themeStorage } from '../../src/content/themeStorage';
import { formatterFor } from '../../src/lib/format';
import { ISLAND_HYDRATED_ATTRIBUTE } from '../../src/components/islandMarks';
import { consentCookie } from '../../src/content/consentCookie';
import { answerConsentBanner, consentBanner, islandsHydrated, settled, visit, widths, withoutBlockedRequestNoise } from './support/site';
import { commitsOf, countRenders } from './support/renderCount';
import { contentFor } from '../../src/content/siteContent';
import { waitInPage } from './support/waits';

const { shell } = contentFor('de-CH').shell;
const { pricingContent } = contentFor('de-CH').pricing;
const { apiProductsContent } = contentFor('de-CH').apiProducts;
const { loginContent } = contentFor('de-CH').login;
const { faqContent } = contentFor('de-CH').faq;

/*
 * What every page shares (the header's menus, the mobile menu, the colour
 * scheme, the consent banner) answers from the prerendered page with the
 * boot script alone; the parts that need React are islands, each hydrated
 * on a root of its own as it nears the screen. A page without islands
 * loads no framework at all.
 */

/** The scripts the page has requested, by path. */
const scriptsRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

/** Whether React, React DOM or styled-components (their chunks, scripts/build/codeSplitting.mjs) were requested. */
const frameworkRequested = async (page: Page) => (await scriptsRequested(page)).some((path) => /\/assets\/(react|react-dom|styled)-[\w-]+\.js$/.test(path));

describe('a page without islands', () => {
  it('loads the boot script alone, and answers its banner with it: «Alle akzeptieren» is stored, the room below the banner taken back', async () => {
    const { page, problems } = await visit('/de/datenschutz', { asLoaded: true });
    await settled(page);
    expect(await scriptsRequested(page)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    const banner = consentBanner(page);
    await banner.waitFor();
    // As much room at the page's end as the banner covers of the screen, its margin included.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room, 'room below the page for the banner').toBe(Math.ceil(page.viewportSize()!.height - (await banner.boundingBox())!.y));
    await answerConsentBanner(page, 'Alle akzeptieren');
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    expect(await frameworkRequested(page)).toBe(false);
    // Accepted, the marketing tags load, and are blocked here.
    expect(withoutBlockedRequestNoise(problems)).toEqual([]);
  });

  it('opens the mobile menu on the first tap, and closes it on Escape, back on its button, with no framework', async () => {
    const { page, problems } = await visit('/de/about', { ...widths.phone, asLoaded: true });
    await page.getByRole('banner').getByRole('button', { name: shell.nav.menuOpen }).tap();
    const menu = page.getByRole('navigation', { name: shell.nav.mobileMenuLabel });
    await menu.getByRole('link').first().waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: shell.nav.menuClose }).getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(shell.nav.menuOpen);
    expect(await frameworkRequested(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('answers a click alone (no pointer or key before it, as a script or an assistive technology sends it) on every button of the header and the banner', async () => {
    const { page, problems } = await visit('/de/about', { asLoaded: true });
    const click = (selector: string) => page.evaluate((css) => (document.querySelector(css) as HTMLElement).click(), selector);
    const products = page.getByRole('banner').getByRole('button', { name: shell.nav.products.label });
    await click('[data-navigation-menu-trigger]');
    expect(await products.getAttribute('aria-expanded')).toBe('true');
    await click('[data-theme-toggle]');
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorage.key)).toBe('light');
    await page.setViewportSize(widths.phone.viewport);
    await click('[data-mobile-menu-toggle]');
    await page.getByRole('navigation', { name: shell.nav.mobileMenuLabel }).waitFor();
    await click('[data-consent-action="rejectAll"]');
    await consentBanner(page).waitFor({ state: 'hidden' });
    await waitInPage(page, 'the consent cookie', (name) => document.cookie.includes(`${name}=`), consentCookie.name);
    expect(problems).toEqual([]);
  });

  it('answers a click alone as the page has loaded on what the platform runs: a question opens, a code tab switches, the booking prompt loads the calendar, with no framework', async () => {
    const click = (page: Page, selector: string) => page.evaluate((css) => (document.querySelector(css) as HTMLElement).click(), selector);
    const pricing = (await visit('/de/pricing', { ...widths.phone, asLoaded: true })).page;
    await click(pricing, '[data-accordion] summary');
    expect(await pricing.locator('[data-accordion] details').first().evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);

    const api = (await visit('/de/api-products', { ...widths.phone, asLoaded: true })).page;
    const { tabsLabel, variants } = apiProductsContent.quickstart.request;
    const python = api.getByRole('radiogroup', { name: tabsLabel }).getByText(variants[2]!.tab);
    await python.evaluate((label) => (label as HTMLElement).click());
    expect(await api.getByRole('radio', { name: variants[2]!.tab }).isChecked()).toBe(true);
    expect(await api.getByRole('group', { name: variants[2]!.tab }).innerText()).toContain(variants[2]!.sample.code.split('\n')[0]);
    expect(await frameworkRequested(api)).toBe(false);

    const { page: contact, problems } = await visit('/de/contact', { ...widths.phone, asLoaded: true });
    await click(contact, '[data-booking-show]');
    // Asked for, the calendar loads (Cal.com is blocked here, so it fails and says so, the plain link beside it).
    await waitInPage(contact, 'the booking embed leaving its prompt', () => document.querySelector('[data-booking-embed]')?.getAttribute('data-phase') !== 'link');
    await waitInPage(contact, 'the booking embed failing without Cal.com', () => document.querySelector('[data-booking-embed]')?.getAttribute('data-phase') === 'failed');
    expect(withoutBlockedRequestNoise(problems)).toEqual([]);
  });

  it("names a returning visitor's stored colour scheme on its toggle as the page starts", async () => {
    const { page } = await visit('/de/about', { asLoaded: true }, (tab) => tab.addInitScript((key) => localStorage.setItem(key, 'dark'), themeStorage.key));
    await page.getByRole('banner').getByRole('button', { name: `${shell.themeToggle.label}: ${shell.themeToggle.choices.dark}` }).waitFor();
    expect(await frameworkRequested(page)).toBe(false);
  });
});

describe('islands', () => {
  it('wait until they near the screen: the pricing page loads no framework for its estimator until a visitor scrolls towards it', async () => {
    const { page } = await visit('/de/pricing', { ...widths.phone, asLoaded: true });
    await settled(page);
    expect(await page.locator(`[${ISLAND_HYDRATED_ATTRIBUTE}]`).count()).toBe(0);
    // Nothing of it is fetched before: not its code, not the framework's.
    expect(await scriptsRequested(page)).not.toContainEqual(expect.stringMatching(/\/assets\/TokenEstimator-[\w-]+\.js$/));
    expect(await frameworkRequested(page)).toBe(false);
    await islandsHydrated(page);
    expect(await frameworkRequested(page)).toBe(true);
    const { kinds, estimator } = pricingContent.tokens;
    const blog = kinds.find((kind) => kind.id === 'blog-article')!;
    await page.getByLabel(blog.countLabel).fill('12');
    await expect.poll(() => page.getByTestId('token-total').innerText()).toBe(`${formatterFor('de-CH').number(12 * blog.tokens)} ${estimator.unit}`);
  });

  it('take in what was typed before they hydrated: a count entered while the estimator\'s code is on its way counts once it has arrived', async () => {
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    const { page, problems } = await visit('/de/pricing', { asLoaded: true }, (tab) =>
      // The estimator's own code is held until the keys are in: the field is the prerendered one, with nothing behind it yet.
      tab.route(/\/assets\/TokenEstimator-[\w-]+\.js$/, async (route) => {
        await typed;
        await route.continue();
      }),
    );
    const { kinds, estimator } = pricingContent.tokens;
    const blog = kinds.find((kind) => kind.id === 'blog-article')!;
    const field = page.getByLabel(blog.countLabel);
    await field.pressSequentially('12');
    expect(await page.locator(`[${ISLAND_HYDRATED_ATTRIBUTE}]`).count(), 'islands hydrated before their code arrived').toBe(0);
    release();
    await islandsHydrated(page);
    await expect.poll(() => page.getByTestId('token-total').innerText()).toBe(`${formatterFor('de-CH').number(12 * blog.tokens)} ${estimator.unit}`);
    expect(await field.inputValue()).toBe('12');
    expect(problems).toEqual([]);
  });

  it('hydrate on roots of their own: each element once, nothing rendered again but what the address and the browser settle, no style generated again', async () => {
    const { page, problems } = await visit('/de/pricing', {}, countRenders);
    await islandsHydrated(page);
    const commits = await commitsOf(page);
    const mounted = commits.reduce((sum, commit) => sum + commit.mounted, 0);
    const renderedAgain = commits.reduce((sum, commit) => sum + commit.renderedAgain, 0);
    // The pricing page's one island, the estimator: 233 elements when this was written.
    expect(mounted, 'elements created or hydrated').toBeGreaterThan(100);
    expect(mounted, 'elements created or hydrated').toBeLessThanOrEqual(400);
    expect(renderedAgain, 'elements rendered again after hydration').toBeLessThanOrEqual(30);
    // styled-components leaves the prerendered style tag as it is and inserts none of its rules again
    // (src/lib/prerenderedStyles.ts): a tag it writes itself has no text, only rules in the CSSOM.
    const styledTags = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map((tag) => ({ written: Boolean(tag.textContent), rules: tag.sheet?.cssRules.length ?? 0 })));
    expect(styledTags.filter((tag) => !tag.written || tag.rules === 0), 'style tags styled-components filled in the browser').toEqual([]);
    expect(problems).toEqual([]);
  });

});

describe('the login and the reset page', () => {
  it('load the boot script alone: the tab the address names shows as the page starts, without taking focus, and a click alone switches tabs', async () => {
    const { page, problems } = await visit('/de/login?tab=signup', { asLoaded: true });
    expect(await page.getByRole('tab', { name: loginContent.tabs.signup }).getAttribute('aria-selected')).toBe('true');
    // Arrived at, the tab takes no focus: the page's first stop stays the skip link.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.evaluate((name: string) => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent?.trim() === name)?.click(), loginContent.tabs.login);
    await expect.poll(() => page.getByRole('tab', { name: loginContent.tabs.login }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).search).toBe('?tab=login');
    expect(await frameworkRequested(page)).toBe(false);
    expect(problems).toEqual([]);
    const reset = await visit('/de/reset-password', { asLoaded: true });
    expect(await frameworkRequested(reset.page)).toBe(false);
    expect(reset.problems).toEqual([]);
  });
});

describe('the FAQ', () => {
  const { browser } = faqContent;
  const topic = (id: string) => browser.filter.categories.find((category) => category.id === id)!;

  it('logs its message on view, once; a topic pressed is chosen and named in the address', async () => {
    const info: string[] = [];
    const { page, problems } = await visit('/de/faq', {}, async (tab) => {
      tab.on('console', (message) => {
        if (message.type() === 'info') info.push(message.text());
      });
    });
    expect(info).toEqual([faqContent.consoleMessage(browser.entries.length)]);
    const security = page.getByRole('button', { name: topic('security').name, exact: true });
    await security.click();
    await expect.poll(() => security.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).search).toBe(`?${browser.filter.param}=${topic('security').slug}`);
    expect(problems).toEqual([]);
  });

  it('shows the topic or the answer its address names', async () => {
    const topicPage = (await visit(`/de/faq?${browser.filter.param}=${topic('support').slug}`)).page;
    await expect.poll(() => topicPage.getByRole('button', { name: topic('support').name, exact: true }).getAttribute('aria-pressed')).toBe('true');

    const { page } = await visit('/de/faq#onboarding-fee');
    await expect.poll(() => page.locator('details:has(#onboarding-fee)').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
  });
});
