import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerConsentBanner, BASE_URL, reportedConversions, standInConversionFunction, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

/** The visible text of the main content, spaces (including no-break spaces) collapsed. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
  priceValidUntil?: string;
}

describe('pricing page /de/pricing', () => {
  it('is prerendered with every figure of the specification, without JavaScript', async () => {
    const { page } = await visitWithoutScript('/de/pricing');
    const text = await mainText(page);
    for (const figure of [
      'ab CHF 19',
      'Demnächst',
      'CHF 700',
      'pro Monat bei jährlicher Abrechnung, exkl. MWST',
      '35 Nutzerinnen und Nutzer inklusive (Minimum)',
      'Jede weitere Person CHF 20 pro Monat',
      'Einmalige Onboarding-Gebühr: CHF 2’500',
      '3 GB Daten',
      '10 Millionen Tokens pro Monat',
      '1 eigener Assistent',
      'ab CHF 2’500',
      'Unbegrenzte Tokens',
      'Dedizierte Infrastruktur',
      'On-Premise',
      'SLA',
      // Onboarding and support
      'Rund 2 Wochen',
      'Daten-Workshop von 4 Stunden',
      '8 Stunden Begleitung',
      'Montag bis Freitag, 9–17 Uhr',
      'innert 24 Stunden',
      // Pricing FAQ
      'Jede weitere Person kostet CHF 20 pro Monat',
      '80 % des monatlichen Kontingents',
      'Upgrade ist jederzeit möglich',
      'Downgrade ist auf das Ende der Vertragslaufzeit möglich',
      'Non-Profit',
      'pro weitere 1 Million Tokens',
      // Token examples
      '1’500 A4-Seiten entsprechen rund 1 Million Tokens',
      '700 Tokens für eine A4-Seite mit 500 Wörtern',
      '60’000–100’000 Tokens für ein ganzes Buch',
      '1.3–1.5 Tokens pro Wort',
    ]) {
      expect(text, figure).toContain(figure);
    }
    const table = page.getByRole('table', { name: pricingContent.tokens.tableCaption });
    const tokensOf = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell').innerText();
    expect(await tokensOf('Social-Media-Beitrag')).toBe('500');
    expect(await tokensOf('Marketingstrategie')).toBe('2’500');
    expect(await tokensOf('Analyse eines Businessplans')).toBe('3’000');
    expect(await tokensOf('Produktbeschreibung')).toBe('1’500');
    expect(await tokensOf('Blogartikel')).toBe('2’500');
  });

  it('no longer shows the introductory price, which ended on 30 June 2025', async () => {
    const html = await (await fetch(`${BASE_URL}/de/pricing`)).text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toContain('525');
    expect(body).not.toContain('Einführungspreis');
    expect(body).not.toMatch(/<s>/);
  });

  it('describes the plans as a schema.org Product priced as the page shows them', async () => {
    const html = await (await fetch(`${BASE_URL}/de/pricing`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product['@context']).toBe('https://schema.org');
    const offers = product.offers as Offer[];
    expect(offers.map((offer) => offer.name)).toEqual(['Individual', 'Business', 'Enterprise']);
    for (const offer of offers) expect(offer.priceCurrency).toBe('CHF');
    const business = offers.find((offer) => offer.name === 'Business')!;
    expect(business.price).toBe('700');
    expect(business.priceValidUntil).toBeUndefined();
    expect(offers.find((offer) => offer.name === 'Individual')!.price).toBe('19');
    expect(offers.find((offer) => offer.name === 'Enterprise')!.price).toBe('2500');
  });

  it('hydrates without console errors or third-party requests, the estimator counts, the FAQ keeps one answer open, and after consent the closing call to action reports a conversion and leads to the free session', async () => {
    const visited = await visit('/de/pricing', {}, standInConversionFunction);
    const { page } = visited;
    const total = page.getByTestId('token-total');
    expect(await total.innerText()).toBe('0 Tokens');
    await page.getByLabel('Blogartikel').fill('12');
    await page.getByLabel('Social-Media-Beiträge').fill('40');
    // 12 × 2’500 + 40 × 500
    await expect.poll(() => total.innerText()).toBe('50’000 Tokens');
    expect((await page.getByTestId('token-share').innerText()).replace(/\s+/g, ' ')).toBe('0.5 % des Business-Kontingents');
    await page.getByLabel('Weitere A4-Seiten').fill('15000');
    await expect.poll(() => total.innerText()).toBe('10’550’000 Tokens');
    await page.getByText(pricingContent.tokens.estimator.notes.overQuota).waitFor();
    // A count beyond the limit is refused where it was typed, and adds nothing.
    const pages = page.getByLabel('Weitere A4-Seiten');
    await pages.fill('999999999999');
    await page.getByText(pricingContent.tokens.estimator.invalidCount).waitFor();
    expect(await pages.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => total.innerText()).toBe('50’000 Tokens');
    // Still no introductory price after hydration: client and server judged the same day.
    expect(await mainText(page)).not.toContain('525');

    const faq = page.getByRole('region', { name: pricingContent.faq.title });
    const [first, second] = pricingContent.faq.items;
    // The questions are the platform's disclosures: a tap opens one, and the one open before closes.
    await faq.locator('summary').filter({ hasText: first!.question }).click();
    await faq.getByText(first!.answer[0]!).waitFor();
    await faq.locator('summary').filter({ hasText: second!.question }).click();
    await faq.getByText(second!.answer[0]!).waitFor();
    expect(await faq.getByText(first!.answer[0]!).isVisible()).toBe(false);
    expect(await faq.locator('details[open]').count()).toBe(1);
    // By keyboard: Space closes the open one, Enter opens it again.
    await faq.locator('summary').filter({ hasText: second!.question }).press(' ');
    await expect.poll(() => faq.locator('details[open]').count()).toBe(0);
    await faq.locator('summary').filter({ hasText: second!.question }).press('Enter');
    await faq.getByText(second!.answer[0]!).waitFor();
    expect(visited.problems).toEqual([]);
    expect(visited.thirdPartyRequests).toEqual([]);

    // Conversions are reported only with marketing consent.
    await answerConsentBanner(page, 'Alle akzeptieren');
    // The closing band is plain HTML, no island: its link is reported by the behaviour `reportedLinks`.
    const band = page.getByRole('region', { name: pricingContent.closingCta.title });
    const cta = band.getByRole('link', { name: pricingContent.closingCta.cta.label });
    expect(await cta.getAttribute('href')).toBe('/de/free-session');
    await cta.click();
    expect(await reportedConversions(page)).toEqual(['/de/free-session']);
    await visited.close();
  });
});
