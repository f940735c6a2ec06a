import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { themeStorage } from '../../src/content/themeStorage';
import { palettes } from '../../src/design/tokens';
import { THEME_ATTRIBUTE } from '../../src/design/themeChoice';
import { visit, widths } from './support/site';
import { computedColor, pageBackground } from './support/darkTheme';
import { contentFor } from '../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;
const { shell: frenchShell } = contentFor('fr-CH').shell;

/*
 * The colour scheme a visitor chooses, on `npm start`'s build. That every
 * route is dark under a dark system, with and without JavaScript, with no
 * light surface left and nothing for axe, the visitor pass checks on the
 * pages it loads anyway.
 */

const light = computedColor(palettes.light.paper);
const dark = computedColor(palettes.dark.paper);
const { label, choices } = shell.themeToggle;

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), themeStorage.key);

describe('the colour scheme', () => {
  it('keeps «Hell» under a dark system across a reload, from the first frame and without a cookie', async () => {
    const { page, problems } = await visit('/de', { colorScheme: 'dark' });
    expect(await pageBackground(page)).toBe(dark);

    await page.getByRole('banner').getByRole('button', { name: `${label}: ${choices.system}` }).click();
    await page.getByRole('banner').getByRole('button', { name: `${label}: ${choices.light}` }).waitFor();
    expect(await pageBackground(page)).toBe(light);
    expect(await stored(page)).toBe('light');

    // Without the app's scripts only the head's inline script can apply the choice: it runs before the first paint, and the CSP lets it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('html').getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(await pageBackground(page)).toBe(light);
    await page.unroute('**/assets/*.js');

    // With them: the toggle shows the stored choice, and nothing complained (a refused inline script would).
    problems.length = 0;
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('banner').getByRole('button', { name: `${label}: ${choices.light}` }).waitFor();
    expect(problems).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  it('steps to «Dunkel» and back to «System» in the mobile menu, which forgets the choice and follows the system again', async () => {
    const { page } = await visit('/fr', widths.phone);
    const words = frenchShell.themeToggle;
    await page.getByRole('banner').getByRole('button', { name: frenchShell.nav.menuOpen }).click();
    const menu = page.getByRole('navigation', { name: frenchShell.nav.mobileMenuLabel });
    await menu.getByRole('button', { name: `${words.label}: ${words.choices.system}` }).click();
    await menu.getByRole('button', { name: `${words.label}: ${words.choices.light}` }).click();
    await menu.getByRole('button', { name: `${words.label}: ${words.choices.dark}` }).waitFor();
    expect(await pageBackground(page)).toBe(dark);
    expect(await stored(page)).toBe('dark');

    await menu.getByRole('button', { name: `${words.label}: ${words.choices.dark}` }).click();
    await menu.getByRole('button', { name: `${words.label}: ${words.choices.system}` }).waitFor();
    expect(await stored(page)).toBeNull();
    expect(await page.locator('html').getAttribute(THEME_ATTRIBUTE)).toBeNull();
    expect(await pageBackground(page)).toBe(light);
  });
});
