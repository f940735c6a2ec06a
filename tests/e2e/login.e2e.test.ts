import { describe, expect, it } from 'vitest';
import { operator } from '../../src/content/operator';
import { visit } from './support/site';
import { waitInPage } from './support/waits';

const SECRET = 'sehr-geheim-2026';

describe('login and signup on the served site', () => {
  it('keeps what was typed and explains what is wrong, and once corrected forwards the login to the app without the password', async () => {
    const visited = await visit('/de/login');
    const { page } = visited;
    // The signup form is in the page too, hidden in its tab: the visitor works in the one shown.
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-Mail-Adresse').fill('anna.muster@beispiel');
    await panel.getByLabel('Passwort', { exact: true }).fill('kurz');
    await panel.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').isVisible()).resolves.toBe(true);
    expect(await panel.getByLabel('E-Mail-Adresse').inputValue()).toBe('anna.muster@beispiel');
    await waitInPage(page, 'focus on the e-mail field', () => document.activeElement?.getAttribute('autocomplete') === 'email');
    expect(visited.thirdPartyRequests).toEqual([]);

    await panel.getByLabel('E-Mail-Adresse').fill('anna.muster@beispiel.ch');
    await panel.getByLabel('Passwort', { exact: true }).fill(SECRET);
    const forwarded = page.waitForRequest((request) => request.url().startsWith(operator.app.origin));
    await panel.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const request = await forwarded;
    expect(request.url()).toBe(operator.app.login);
    expect(request.url()).not.toContain(SECRET);
    expect(request.postData() ?? '').not.toContain(SECRET);
    await visited.close();
  });

  it('submits the signup form selected by ?tab=signup and forwards to the registration', async () => {
    const visited = await visit('/de/login?tab=signup');
    const { page } = visited;
    // The prerendered page cannot know the query; the tab switches as the page's script starts.
    await expect.poll(() => page.getByRole('tab', { name: 'Registrieren' }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-Mail-Adresse').fill('info@stiftung-beispiel.ch');
    await panel.getByLabel('Passwort', { exact: true }).fill(SECRET);
    await panel.getByLabel('Passwort bestätigen').fill(`${SECRET}x`);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.').isVisible()).resolves.toBe(true);
    await panel.getByLabel('Passwort bestätigen').fill(SECRET);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(SECRET);
    expect(page.url()).not.toContain(SECRET);
    const forwarded = page.waitForRequest((request) => request.url().startsWith(operator.app.origin));
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    expect((await forwarded).url()).toBe(operator.app.register);
    await visited.close();
  });
});
