import { describe, expect, it } from 'vitest';
import { consentBanner, settled, visit, widths } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { locales, localeSettings } from '../../src/lib/locales';

/** A small phone (iPhone SE), where the open menu is taller than the screen and the consent banner takes its bottom. */
const smallPhone = { ...widths.phone, viewport: { width: 375, height: 667 } };

describe('the mobile menu on a small phone, on a first visit with the consent banner showing', () => {
  it.each(locales.map((locale) => [locale]))('%s: lies over the banner, keeps the page still, and closes on Escape from its button', async (locale) => {
    const { nav } = contentFor(locale).shell.shell;
    const { page, problems } = await visit(`/${localeSettings[locale].segment}`, smallPhone);
    await settled(page);
    await consentBanner(page, locale).waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: nav.menuOpen });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: nav.mobileMenuLabel });
    await menu.getByRole('link').first().waitFor();

    // What the menu offers last (the languages, the colour scheme, the two buttons) can be reached and tapped, the banner below it.
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await last.tap({ trial: true, timeout: 5_000 });
    const switches = menu.getByRole('button');
    for (let index = 0; index < (await switches.count()); index += 1) {
      await switches.nth(index).scrollIntoViewIfNeeded();
      await switches.nth(index).tap({ trial: true, timeout: 5_000 });
    }

    // A swipe through the menu and past its end scrolls the menu, never the page behind it.
    const box = (await menu.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.wheel(0, 4_000);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape with focus still on the menu's button, where the tap left it.
    await page.getByRole('banner').getByRole('button', { name: nav.menuClose }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(nav.menuOpen);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(problems).toEqual([]);
  });
});
