import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operator } from '../../src/content/operator';
import { CONSENT_REVISION } from '../../src/integrations/consentConfig';
import { CONSENT_COOKIE } from '../../src/integrations/consentCookies';
import { answerConsentBanner, BASE_URL, consentBanner, islandsHydrated, layoutShifts, scrollThrough, settled, visit, withoutBlockedRequestNoise } from './support/site';
import { CAL_EMBED_URL, calStubScript } from './support/calStub';
import { waitInPage } from './support/waits';

const banner = consentBanner;

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === CONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; revision: number; lastConsentTimestamp: string }) : null;
}

// Per route and width, «nothing before a choice», «the footer reopens the
// settings» and «usable with every third-party host blocked» run in the
// visitor pass (visitor-*.e2e.test.ts), one browser page per route.
describe('before any choice', () => {
  it('offers «Alle ablehnen» and «Alle akzeptieren» with the same weight, and loads the consent engine only with the answer', async () => {
    const visited = await visit('/de');
    const region = banner(visited.page);
    const reject = region.getByRole('button', { name: 'Alle ablehnen' });
    const accept = region.getByRole('button', { name: 'Alle akzeptieren' });
    const look = (element: typeof reject) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        return { color: style.color, background: style.backgroundColor, border: style.borderColor, font: style.fontWeight, height: box.height, width: Math.round(box.width) };
      });
    expect(await look(reject)).toEqual(await look(accept));
    // Nothing stored, nothing to read: the consent engine's chunk loads with the answer, not before.
    const engineLoaded = () => visited.page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/consentEngine-')));
    expect(await engineLoaded()).toBe(false);
    await region.getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = visited.page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.waitFor();
    expect(await engineLoaded()).toBe(false);
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitInPage(visited.page, 'the consent engine to load', () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/consentEngine-')));
    await expect.poll(async () => (await storedConsent(visited.page))?.categories).toContain('marketing');
    await visited.close();
  });

  // Common phone screens; on the smallest the button sits below the fold with or without a banner.
  it.each([
    [390, 844, true],
    [412, 915, true],
    [375, 667, false],
  ])('on a %i×%i phone the banner leaves «Kostenloses Erstgespräch» free, shifts nothing and keeps the end of the page reachable above it', async (width, height, inFirstScreen) => {
    const visited = await visit('/de', { viewport: { width, height }, isMobile: true, hasTouch: true });
    const { page } = visited;
    await banner(page).waitFor();
    // layoutShifts reads two frames after the banner showed, when a shift its arrival caused has been recorded.
    expect(await layoutShifts(page)).toEqual([]);
    const cta = page.getByRole('main').getByRole('link', { name: 'Kostenloses Erstgespräch' }).first();
    const bannerTop = (await banner(page).boundingBox())!.y;
    const ctaBox = (await cta.boundingBox())!;
    if (inFirstScreen) expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(bannerTop);
    // Scrolled into view, as a visitor would, nothing lies on top of it.
    await cta.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const hit = await cta.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const legal = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    const legalBox = (await legal.boundingBox())!;
    expect(legalBox.y + legalBox.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
    await visited.close();
  });
});

describe('the stored choice', () => {
  it('«Alle ablehnen» stores only «notwendig» with revision and date and loads nothing afterwards; a new revision of the consent text asks again', async () => {
    const visited = await visit('/de');
    const { page } = visited;
    await answerConsentBanner(page, 'Alle ablehnen');
    const stored = await storedConsent(page);
    expect(stored).toMatchObject({ categories: ['necessary'], revision: CONSENT_REVISION });
    expect(Date.parse(stored!.lastConsentTimestamp)).toBeGreaterThan(Date.now() - 60_000);
    await page.reload({ waitUntil: 'load' });
    await islandsHydrated(page);
    await scrollThrough(page);
    expect(await banner(page).count()).toBe(0);
    expect(visited.thirdPartyRequests).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([CONSENT_COOKIE]);

    const cookie = (await page.context().cookies()).find((entry) => entry.name === CONSENT_COOKIE)!;
    const older = { ...JSON.parse(decodeURIComponent(cookie.value)), revision: CONSENT_REVISION - 1 };
    await page.context().addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(older)) }]);
    await page.reload({ waitUntil: 'load' });
    await banner(page).waitFor();
    await visited.close();
  });

  it('«Alle akzeptieren» boots the chat and loads the LinkedIn Insight tag; withdrawing marketing removes the tags and erases their cookies', async () => {
    const visited = await visit('/de');
    const { page } = visited;
    await answerConsentBanner(page, 'Alle akzeptieren');
    expect((await storedConsent(page))?.categories).toEqual(['necessary', 'functional', 'analytics', 'marketing']);
    await expect.poll(() => visited.thirdPartyRequests).toContain('https://snap.licdn.com/li.lms-analytics/insight.min.js');
    await expect.poll(() => visited.thirdPartyRequests).toContain(`https://widget.intercom.io/widget/${operator.intercomAppId}`);
    expect(withoutBlockedRequestNoise(visited.problems)).toEqual([]);

    // A cookie as the ad tag would have set it on our own domain.
    await page.context().addCookies([{ name: '_gcl_au', value: '1.1.123', url: BASE_URL }]);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Auswahl speichern' }).click()]);
    expect((await storedConsent(page))?.categories).toEqual(['necessary', 'functional', 'analytics']);
    const names = (await page.context().cookies()).map((entry) => entry.name);
    expect(names).not.toContain('_gcl_au');
    expect(await page.locator('script[src*="snap.licdn.com"]').count()).toBe(0);
    await visited.close();
  });
});

describe('the settings dialog', () => {
  it('moves focus to its close button as it opens from the footer, keeps Tab inside, and gives focus back to the footer button on Escape', async () => {
    const { page } = await visit('/de');
    await answerConsentBanner(page, 'Alle ablehnen');
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null);
    expect(await focused(), 'focus as the dialog opens').toBe('Schliessen');
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus after twelve Tabs').toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await footerButton.evaluate((element) => element === document.activeElement), 'focus back on the button that opened the dialog').toBe(true);
  });
});

describe('a click is a request', () => {
  it('«Kalender anzeigen» requests Cal.com’s embed, and when it is blocked the plain link remains, in the space reserved for the calendar', async () => {
    const visited = await visit('/de/contact');
    const { page } = visited;
    await answerConsentBanner(page, 'Alle ablehnen');
    const calendar = page.locator('#calendar');
    const before = (await calendar.boundingBox())!.height;
    await calendar.getByRole('button', { name: 'Kalender anzeigen' }).click();
    await calendar.getByText('Der Kalender lässt sich gerade nicht laden').waitFor();
    expect(visited.thirdPartyRequests).toContain('https://app.cal.com/embed/embed.js');
    const link = calendar.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ });
    expect(await link.getAttribute('href')).toBe(`${operator.cal.origin}/${operator.cal.conversation.link}`);
    expect((await calendar.boundingBox())!.height).toBe(before);
    expect(withoutBlockedRequestNoise(visited.problems)).toEqual([]);
    await visited.close();
  });

  it('with functional consent the calendar loads by itself once it is in view', async () => {
    const visited = await visit('/de/contact');
    const { page } = visited;
    // Out of view first, whatever the layout: at the top the calendar may already show, and would rightly load at once.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await waitInPage(page, 'the calendar to be scrolled past', () => (document.querySelector('#calendar')?.getBoundingClientRect().bottom ?? 0) < 0);
    await answerConsentBanner(page, 'Alle akzeptieren');
    expect(visited.thirdPartyRequests).not.toContain('https://app.cal.com/embed/embed.js');
    await page.locator('#calendar').scrollIntoViewIfNeeded();
    await expect.poll(() => visited.thirdPartyRequests).toContain('https://app.cal.com/embed/embed.js');
    await visited.close();
  });
});

describe('the booking calendar with Cal.com answering', () => {
  it('shows the scheduler in month view, light, without event details, and a booking leads to /de/booking-confirmed', async () => {
    const visited = await visit('/de/contact');
    const { page } = visited;
    await page.route(CAL_EMBED_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: calStubScript }));
    await answerConsentBanner(page, 'Alle ablehnen');
    const calendar = page.locator('#calendar');
    await calendar.getByRole('button', { name: 'Kalender anzeigen' }).click();
    await calendar.getByTestId('cal-stub').waitFor();
    await expect.poll(() => calendar.getAttribute('data-phase')).toBe('ready');
    expect(await calendar.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ }).count()).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { __calStub: { calls: unknown[] } }).__calStub.calls);
    expect(calls).toContainEqual({
      namespace: operator.cal.conversation.namespaces[0],
      action: 'inline',
      payload: { calLink: operator.cal.conversation.link, config: { layout: 'month_view', theme: 'light' } },
    });
    expect(calls).toContainEqual({
      namespace: operator.cal.conversation.namespaces[0],
      action: 'ui',
      payload: { layout: 'month_view', theme: 'light', hideEventTypeDetails: true },
    });
    await page.evaluate(() => (window as unknown as { __calStub: { book: () => void } }).__calStub.book());
    await page.waitForURL(`${BASE_URL}/de/booking-confirmed`);
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihr Termin ist gebucht' }).waitFor();
    expect(visited.problems).toEqual([]);
    await visited.close();
  });
});

describe('/de/booking-confirmed', () => {
  // The page has no island: the consent behaviour answers the banner and fires the conversion, with no framework.
  it('loads the ad pixel and fires the conversion with marketing consent only', async () => {
    const declined = await visit('/de/booking-confirmed');
    await answerConsentBanner(declined.page, 'Alle ablehnen');
    await settled(declined.page);
    expect(declined.thirdPartyRequests).toEqual([]);
    await declined.close();

    const accepted = await visit('/de/booking-confirmed');
    await answerConsentBanner(accepted.page, 'Alle akzeptieren');
    await expectBookingConversion(accepted.page, accepted.thirdPartyRequests);
    // The blocked pixel is only logged; the page stays as it was.
    await accepted.page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihr Termin ist gebucht' }).waitFor();
    expect(accepted.problems.some((problem) => problem.includes('uncaught'))).toBe(false);
    await accepted.close();
  });

  it('fires the conversion on arrival, with no input, for a visitor who agreed to marketing before', async () => {
    const { page, thirdPartyRequests } = await visit('/de/about');
    await answerConsentBanner(page, 'Alle akzeptieren');
    await settled(page);
    thirdPartyRequests.length = 0;
    await page.goto(`${BASE_URL}/de/booking-confirmed`, { waitUntil: 'load' });
    await expectBookingConversion(page, thirdPartyRequests);
  });
});

/**
 * The ad pixel was requested and the booking's conversion queued for it.
 * The marketing tags' chunk loads first: on one slow core that can take
 * seconds, so the wait is long and ends as soon as the pixel is asked for.
 */
async function expectBookingConversion(page: Page, thirdPartyRequests: string[]): Promise<void> {
  await expect.poll(() => thirdPartyRequests, { timeout: 60_000 }).toContain(`https://www.googletagmanager.com/gtag/js?id=${operator.ads.tagId}`);
  const queued = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(queued).toContain(operator.ads.bookingConversion);
}
