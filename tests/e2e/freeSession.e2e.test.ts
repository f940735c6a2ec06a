import { describe, expect, it } from 'vitest';
import { operator } from '../../src/content/operator';
import { answerConsentBanner, BASE_URL, reportedConversions, settled, standInConversionFunction, visit, visitWithoutScript } from './support/site';
import { CAL_EMBED_URL, calStubScript } from './support/calStub';
import { contentFor } from '../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const PATH = '/de/free-session';
const { hero, agenda, benefits, testimonial, closing } = freeSessionContent;

describe('free intro call /de/free-session', () => {
  it('is prerendered with every section, the calendar as a plain link, and the jump as an anchor', async () => {
    const visited = await visitWithoutScript(PATH);
    const { page } = visited;
    await page.getByRole('heading', { level: 1, name: hero.title }).waitFor();
    expect(await page.getByRole('list', { name: agenda.title }).getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('list', { name: benefits.title }).getByRole('listitem').count()).toBe(3);
    expect(await page.getByText(testimonial.testimonial.quote).count()).toBe(1);
    const calendar = page.locator('#calendar');
    expect(await calendar.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ }).getAttribute('href')).toBe(`${operator.cal.origin}/${operator.cal.introCall.link}`);
    expect(await page.getByRole('link', { name: closing.jumpLabel }).getAttribute('href')).toBe('#calendar');
    expect(visited.thirdPartyRequests).toEqual([]);
  });

  it('is reached by «Erstgespräch» and books the intro call: Kalender anzeigen → Cal.com → /de/booking-confirmed, nothing sent before the click', async () => {
    const visited = await visit('/de');
    const { page } = visited;
    await answerConsentBanner(page, 'Alle ablehnen');
    await page.getByRole('banner').getByRole('link', { name: 'Erstgespräch' }).click();
    await page.waitForURL(`${BASE_URL}${PATH}`);
    await page.getByRole('heading', { level: 1, name: hero.title }).waitFor();
    // The calendar's prompt answers from the page's own script; nothing of it loads before the click.
    await settled(page);
    expect(visited.thirdPartyRequests).toEqual([]);

    await page.route(CAL_EMBED_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: calStubScript }));
    const calendar = page.locator('#calendar');
    await calendar.getByRole('button', { name: 'Kalender anzeigen' }).click();
    await calendar.getByTestId('cal-stub').waitFor();
    await expect.poll(() => calendar.getAttribute('data-phase')).toBe('ready');
    const calls = await page.evaluate(() => (window as unknown as { __calStub: { calls: unknown[] } }).__calStub.calls);
    expect(calls).toContainEqual({
      namespace: operator.cal.introCall.namespace,
      action: 'inline',
      payload: { calLink: operator.cal.introCall.link, config: { layout: 'month_view', theme: 'light' } },
    });
    expect(calls).toContainEqual({
      namespace: operator.cal.introCall.namespace,
      action: 'ui',
      payload: { layout: 'month_view', theme: 'light', hideEventTypeDetails: true },
    });

    await page.evaluate(() => (window as unknown as { __calStub: { book: () => void } }).__calStub.book());
    await page.waitForURL(`${BASE_URL}/de/booking-confirmed`);
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihr Termin ist gebucht' }).waitFor();
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  it.each([
    ['Alle ablehnen', 0],
    ['Alle akzeptieren', 1],
  ] as const)('on a phone, the closing button jumps to the calendar with focus; after «%s» it reports %i conversion(s)', async (answer, conversions) => {
    const visited = await visit(PATH, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, standInConversionFunction);
    const { page } = visited;
    await answerConsentBanner(page, answer);
    await page.getByRole('link', { name: closing.jumpLabel }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('calendar');
    expect(new URL(page.url()).hash).toBe('#calendar');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('calendar')!.getBoundingClientRect().top))).toBeLessThan(844);
    expect((await reportedConversions(page)).length).toBe(conversions);
    await visited.close();
  });
});
