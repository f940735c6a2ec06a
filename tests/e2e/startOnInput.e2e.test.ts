import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shell } from '../../src/content/de/shell';
import { themeStorage } from '../../src/content/themeStorage';
import { pricingContent } from '../../src/content/de/pricing';
import { academyContent } from '../../src/content/de/academy';
import { apiProductsContent } from '../../src/content/de/apiProducts';
import { loginContent } from '../../src/content/de/login';
import { faqContent } from '../../src/content/de/faq';
import { aboutContent } from '../../src/content/de/about';
import { footerNav } from '../../src/content/de/navigation';
import type { FooterNavContent } from '../../src/content/navigation';
import { pathsIn } from '../../src/lib/paths';
import { formatterFor } from '../../src/lib/format';
import { appStartedInPage } from '../shared/appStarted';
import { answerConsentBanner, consentBanner, settled, visit, widths, withoutBlockedRequestNoise } from './support/site';

/*
 * A page with nothing reported on arrival starts its app on the visitor's
 * first input (routes.ts, src/site/startOnInput.ts). Until then it has
 * loaded the boot script alone and shows its banner; the first press on a
 * button, and what was typed or ticked, count once it has hydrated. An
 * address naming what the page reads starts it at once.
 */

/** The scripts the page has requested, by path. */
const scriptsRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

const appStarted = (page: Page) => page.evaluate(appStartedInPage);

const paths = pathsIn('de-CH');
/** The footer's words for a page of the site, as the footer's content names it. */
const footerLabel = (to: string) => (footerNav as FooterNavContent).columns.flatMap((column) => column.links).find((link) => 'to' in link && link.to === to)!.label;

describe('a page that starts on input', () => {
  it('loads the boot script alone and shows the banner with room below it; «Alle akzeptieren», pressed first, starts the app and is stored', async () => {
    const { page, problems } = await visit('/de/datenschutz', { untouched: true });
    await settled(page);
    expect(await scriptsRequested(page)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    expect(await appStarted(page)).toBe(false);
    const banner = consentBanner(page);
    await banner.waitFor();
    // As much room at the page's end as the banner covers of the screen, its margin included.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room, 'room below the page for the banner').toBe(Math.ceil(page.viewportSize()!.height - (await banner.boundingBox())!.y));

    await answerConsentBanner(page, 'Alle akzeptieren');
    expect(await appStarted(page)).toBe(true);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    // Accepted, the marketing tags load, and are blocked here.
    expect(withoutBlockedRequestNoise(problems)).toEqual([]);
  });

  it('opens the mobile menu on the first tap, which started the app', async () => {
    const { page, problems } = await visit('/de/about', { ...widths.phone, untouched: true });
    await page.getByRole('banner').getByRole('button', { name: shell.nav.menuOpen }).tap();
    await page.getByRole('navigation', { name: shell.nav.mobileMenuLabel }).getByRole('link').first().waitFor();
    expect(await appStarted(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('starts at once for a visitor with a stored choice, whose toggle then shows it', async () => {
    const { page } = await visit('/de/about', { untouched: true }, (tab) => tab.addInitScript((key) => localStorage.setItem(key, 'dark'), themeStorage.key));
    await page.getByRole('banner').getByRole('button', { name: `${shell.themeToggle.label}: ${shell.themeToggle.choices.dark}` }).waitFor();
    expect(await appStarted(page)).toBe(true);
  });

  it('tells the app what was typed into the estimator before it had hydrated, which then counts it', async () => {
    const { page, problems } = await visit('/de/pricing', { untouched: true });
    expect(await appStarted(page)).toBe(false);
    const { kinds, estimator } = pricingContent.tokens;
    const blog = kinds.find((kind) => kind.id === 'blog-article')!;
    // Focus starts the app; the keys come before it has hydrated.
    const field = page.getByLabel(blog.countLabel);
    await field.pressSequentially('12');
    // The app loads and hydrates after the keys: seconds on one slow core, so the wait is long and ends as soon as it counts.
    await expect.poll(() => page.getByTestId('token-total').innerText(), { timeout: 60_000 }).toBe(`${formatterFor('de-CH').number(12 * blog.tokens)} ${estimator.unit}`);
    expect(await field.inputValue()).toBe('12');
    expect(problems).toEqual([]);
  });

  it('tells the app which box was ticked before it had hydrated, so the self-check counts it', async () => {
    const { page, problems } = await visit('/de/academy', { untouched: true });
    const { statements, status } = academyContent.outcomes.selfCheck;
    // The press starts the app; the box is ticked before it has hydrated.
    await page.getByRole('checkbox', { name: statements[0] }).check();
    await expect.poll(() => page.getByRole('status').filter({ hasText: status.notYet }).count(), { timeout: 60_000 }).toBe(1);
    await page.getByRole('checkbox', { name: statements[1] }).check();
    await page.getByRole('status').filter({ hasText: status.fits }).waitFor();
    expect(problems).toEqual([]);
  });

  it('selects the tab pressed before the app had hydrated', async () => {
    const { page, problems } = await visit('/de/api-products', { untouched: true });
    const { tabsLabel, variants } = apiProductsContent.quickstart.request;
    const python = page.getByRole('tablist', { name: tabsLabel }).getByRole('tab', { name: variants[2].tab });
    await python.click();
    await expect.poll(() => python.getAttribute('aria-selected'), { timeout: 60_000 }).toBe('true');
    expect(await page.getByRole('tabpanel', { name: variants[2].tab }).innerText()).toContain(variants[2].sample.code.split('\n')[0]);
    expect(problems).toEqual([]);
  });

  it('starts the login page at once when its address names a tab, and waits for input when it does not', async () => {
    const { page } = await visit('/de/login?tab=signup', { untouched: true });
    const signup = page.getByRole('tab', { name: loginContent.tabs.signup });
    await expect.poll(() => signup.getAttribute('aria-selected'), { timeout: 60_000 }).toBe('true');
    expect(await appStarted(page)).toBe(true);
    const plain = await visit('/de/login', { untouched: true });
    await settled(plain.page);
    expect(await appStarted(plain.page)).toBe(false);
  });
});

describe('the FAQ, which starts on input', () => {
  const { browser } = faqContent;
  const topic = (id: string) => browser.filter.categories.find((category) => category.id === id)!;

  it('logs its message on arrival, once, and again on a later view in the app; a topic pressed first is chosen', async () => {
    const info: string[] = [];
    const { page, problems } = await visit('/de/faq', { untouched: true }, async (tab) => {
      tab.on('console', (message) => {
        if (message.type() === 'info') info.push(message.text());
      });
    });
    await settled(page);
    expect(await appStarted(page)).toBe(false);
    const message = faqContent.consoleMessage(browser.entries.length);
    expect(info).toEqual([message]);

    const security = page.getByRole('button', { name: topic('security').name, exact: true });
    await security.click();
    await expect.poll(() => security.getAttribute('aria-pressed'), { timeout: 60_000 }).toBe('true');
    expect(new URL(page.url()).search).toBe(`?${browser.filter.param}=${topic('security').slug}`);
    // Hydrating the page it had logged for logs nothing more.
    expect(info).toEqual([message]);

    // Away and back in the app: a new view of the list, logged by the app.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: footerLabel(paths.about), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: aboutContent.intro.title }).waitFor();
    await footer.getByRole('link', { name: footerLabel(paths.faq), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: faqContent.intro.title }).waitFor();
    await expect.poll(() => info, { timeout: 60_000 }).toEqual([message, message]);
    expect(problems).toEqual([]);
  });

  it('starts at once when its address names a topic or an answer, and shows it', async () => {
    const topicPage = (await visit(`/de/faq?${browser.filter.param}=${topic('support').slug}`, { untouched: true })).page;
    await expect.poll(() => topicPage.getByRole('button', { name: topic('support').name, exact: true }).getAttribute('aria-pressed'), { timeout: 60_000 }).toBe('true');

    const { page } = await visit('/de/faq#onboarding-fee', { untouched: true });
    const answer = browser.entries.find((entry) => entry.id === 'onboarding-fee')!;
    await expect.poll(() => page.getByRole('button', { name: answer.question }).getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    expect(await appStarted(page)).toBe(true);
  });
});
