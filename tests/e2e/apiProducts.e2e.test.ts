import { describe, expect, it } from 'vitest';
import { operator } from '../../src/content/operator';
import { formatterFor } from '../../src/lib/format';
import { BASE_URL, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

/** Figures as the German stories show them. */
const germanFormat = formatterFor('de-CH');

const PATH = '/de/api-products';
const { quickstart } = apiProductsContent;
const sample = (id: string) => quickstart.request.variants.find((variant) => variant.id === id)!.sample;

describe('API products page /de/api-products', () => {
  it('is prerendered with the prices, the endpoints and every link', async () => {
    const html = await (await fetch(`${BASE_URL}${PATH}`)).text();
    for (const endpoint of ['/v1/chat/completions', '/v1/embeddings', '/v1/models']) expect(html).toContain(endpoint);

    const { page } = await visitWithoutScript(PATH);
    const table = page.getByRole('table', { name: apiProductsContent.pricing.table.caption });
    const prices = await table.textContent();
    for (const price of [germanFormat.chf(9.99), germanFormat.chfRange(0.5, 2), germanFormat.chfRange(2, 5, { cents: true }), germanFormat.chf(0.3)]) {
      expect(prices).toContain(price);
    }
    expect(prices).toContain('exkl. MWST');
    expect(await table.getByRole('rowheader').count()).toBe(4);

    const hero = page.getByRole('region', { name: apiProductsContent.hero.title });
    expect(await hero.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(operator.app.register);
    expect(await hero.getByRole('link', { name: 'API-Dokumentation' }).getAttribute('href')).toBe('/api/');

    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Anmelden', exact: true }).getAttribute('href')).toBe('/de/login');
    expect(await main.getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toBe('/de/contact');
    expect(await main.getByRole('link', { name: 'Individuelles Paket anfragen' }).getAttribute('href')).toBe('/de/contact');
    // Without JavaScript the curl example is there to read.
    expect(await page.getByRole('region', { name: sample('curl').label }).textContent()).toBe(sample('curl').code);
  });

  it('runs without a console error, copies the exact example to the clipboard, and says so when the clipboard may not be written', async () => {
    const visited = await visit(PATH, { permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = visited;

    const curl = sample('curl');
    await page.getByRole('button', { name: `Kopieren (${curl.label})` }).click();
    await page.getByRole('button', { name: `Kopiert (${curl.label})` }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(curl.code);

    // Another language: the tab switches, and its copy button copies its own code.
    await page.getByRole('radiogroup').getByText('Python', { exact: true }).click();
    const python = sample('python');
    await page.getByRole('button', { name: `Kopieren (${python.label})` }).click();
    await page.getByRole('button', { name: `Kopiert (${python.label})` }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(python.code);
    expect(visited.problems).toEqual([]);
    expect(visited.thirdPartyRequests).toEqual([]);

    // A browser that refuses: the same rejection a denied permission gives. A block not copied yet, so its button says «Kopieren».
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Kopieren (Embeddings mit curl erzeugen)' }).click();
    await page.getByText('Kopieren nicht möglich – bitte markieren Sie den Code').waitFor();
    await visited.close();
  });
});
