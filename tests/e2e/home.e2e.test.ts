import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operator } from '../../src/content/operator';
import { answerConsentBanner, BASE_URL, reportedConversions, standInConversionFunction, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const listItems = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem');

describe('home page /de', () => {
  it('is prerendered with every section and the counts of the specification', async () => {
    const html = await (await fetch(`${BASE_URL}/de`)).text();
    for (const title of [homeContent.coreFunctions.title, homeContent.howItWorks.title, homeContent.testimonials.title, homeContent.pricing.title]) {
      expect(html).toContain(title);
    }
    const { page } = await visitWithoutScript('/de');
    expect(await listItems(page, homeContent.coreFunctions.title).count()).toBe(8);
    expect(await listItems(page, homeContent.howItWorks.title).count()).toBe(4);
    expect(await listItems(page, homeContent.testimonials.title).count()).toBe(3);
    expect(await page.getByRole('list', { name: homeContent.pricing.title, exact: true }).getByRole('article').count()).toBe(3);
    expect(await page.getByText('Demnächst').first().isVisible()).toBe(true);
  });

  it('«Chat direkt» loads the chat only on the click, in the EU region, and says when it cannot be reached; in forced colours the chat picture keeps its edges; after consent «Kostenloses Erstgespräch» reports a conversion and leads to the free session', async () => {
    const visited = await visit('/de', {}, standInConversionFunction);
    const { page } = visited;
    expect(visited.thirdPartyRequests).toEqual([]);
    const hero = page.getByRole('region', { name: homeContent.hero.title });
    await hero.getByRole('button', { name: 'Chat direkt' }).click();
    await hero.getByText('Der Chat ist gerade nicht erreichbar').waitFor();
    expect(visited.thirdPartyRequests).toContain(`https://widget.intercom.io/widget/${operator.intercomAppId}`);
    const settings = await page.evaluate(() => (window as unknown as { intercomSettings?: Record<string, unknown> }).intercomSettings);
    expect(settings).toMatchObject({ app_id: operator.intercomAppId, api_base: 'https://api-iam.eu.intercom.io' });
    expect(await hero.getByRole('link', { name: operator.email }).getAttribute('href')).toBe(`mailto:${operator.email}`);
    expect(visited.problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([]);

    // Forced colours (a Windows contrast theme) drop backgrounds: the visitor's message in the chat picture keeps its edge.
    await page.emulateMedia({ forcedColors: 'active' });
    const edge = await hero.getByText(homeContent.hero.preview.question).evaluate((element) => {
      const style = getComputedStyle(element);
      const drawn = (line: string, colour: string) => line !== 'none' && colour !== style.backgroundColor && !/^rgba\(.*, 0\)$/.test(colour);
      return drawn(style.outlineStyle, style.outlineColor) || drawn(style.borderTopStyle, style.borderTopColor);
    });
    expect(edge, "the visitor's message has an edge in forced colours").toBe(true);
    await page.emulateMedia({ forcedColors: 'none' });

    // Conversions are reported only with marketing consent.
    await answerConsentBanner(page, 'Alle akzeptieren');
    const consultation = hero.getByRole('link', { name: 'Kostenloses Erstgespräch' });
    expect(await consultation.getAttribute('href')).toBe('/de/free-session');
    await consultation.click();
    expect(await reportedConversions(page)).toEqual(['/de/free-session']);
    await visited.close();
  });
});
