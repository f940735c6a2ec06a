import { describe, expect, it } from 'vitest';
import { operator } from '../../src/content/operator';
import { canonicalUrl } from '../../src/site/routes';
import { BASE_URL, visit, visitWithoutScript } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { waitInPage } from './support/waits';

const { loginContent } = contentFor('de-CH').login;
const { resetPasswordContent } = contentFor('de-CH').resetPassword;

const PATH = '/de/reset-password';
const ADDRESS = 'anna.muster@beispiel.ch';
const { form } = resetPasswordContent;
const message = loginContent.errors.invalidEmail;

describe('/de/reset-password for crawlers', () => {
  it('is prerendered with noindex and stays out of the sitemap', async () => {
    const html = await (await fetch(`${BASE_URL}${PATH}`, { redirect: 'manual' })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(resetPasswordContent.heading);
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(canonicalUrl(PATH));
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Disallow: ${PATH}`);
  });

  it('shows heading, field, button and the way back without JavaScript', async () => {
    const { page } = await visitWithoutScript(PATH);
    await expect(page.getByRole('heading', { level: 1, name: resetPasswordContent.heading }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('E-Mail-Adresse').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: form.submit }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: resetPasswordContent.backLink.label }).getAttribute('href')).toBe('/de/login');
    // The input has no name: even a submit before hydration carries no address.
    expect(await page.getByLabel('E-Mail-Adresse').getAttribute('name')).toBeNull();
  });
});

describe('/de/reset-password for a visitor', () => {
  it("keeps what was typed, explains what is wrong with focus on the field, and once corrected forwards to the app's reset page with the address nowhere in the request, storage or console", async () => {
    const visited = await visit(PATH);
    const { page } = visited;
    const consoleLines: string[] = [];
    page.on('console', (line) => consoleLines.push(line.text()));
    const email = page.getByLabel('E-Mail-Adresse');
    await email.fill('anna.muster@beispiel');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(message).isVisible()).resolves.toBe(true);
    expect(await email.inputValue()).toBe('anna.muster@beispiel');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await waitInPage(page, 'focus on the e-mail field', () => document.activeElement?.getAttribute('autocomplete') === 'email');
    expect(page.url()).toBe(`${BASE_URL}${PATH}`);
    expect(visited.thirdPartyRequests).toEqual([]);

    // The app is not reachable from here: answer its reset page with a stand-in.
    await page.route(`${operator.app.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App</title>' }));
    await email.fill(`  ${ADDRESS} `);
    const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    const forwarded = page.waitForRequest((request) => request.url().startsWith(operator.app.origin));
    await page.keyboard.press('Enter');
    const request = await forwarded;
    expect(request.url()).toBe(operator.app.resetPassword);
    expect(request.method()).toBe('GET');
    expect(request.postData()).toBeNull();
    expect(JSON.stringify(await request.allHeaders())).not.toContain(ADDRESS);
    await page.waitForURL(operator.app.resetPassword);
    expect(page.url()).toBe(operator.app.resetPassword);
    expect(await stored()).not.toContain(ADDRESS);
    expect(consoleLines.join('\n')).not.toContain(ADDRESS);
    expect(visited.problems).toEqual([]);
    await visited.close();
  });

  it('leads back to the login', async () => {
    const visited = await visit(PATH);
    const { page } = visited;
    await page.getByRole('link', { name: resetPasswordContent.backLink.label }).click();
    await page.waitForURL(`${BASE_URL}/de/login`);
    // The page fades over and loads its chunk after the URL has changed.
    await page.getByRole('tab', { name: 'Anmelden' }).waitFor();
    await visited.close();
  });
});
