import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consentBanner, settled, visit, widths } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { defaultLocale, locales, localeSettings, type Locale } from '../../src/lib/locales';

/** A small phone (iPhone SE), where the open menu is taller than the screen and the consent banner takes its bottom. */
const smallPhone = { ...widths.phone, viewport: { width: 375, height: 667 } };
/** A tablet upright, below the extra-large breakpoint: the open menu is shorter than the screen, and the page shows below it. */
const tablet = { ...widths.phone, viewport: { width: 768, height: 1024 } };

/** A finger from `y` up by `distance` px at `x`, in ten moves over 150 ms, as the bench's swipe (scripts/bench/visitFlow.mjs). */
async function swipe(page: Page, x: number, y: number, distance = 400): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === undefined ? [] : [{ x, y: at }] });
  await touch('touchStart', y);
  for (let step = 1; step <= 10; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    await touch('touchMove', y - (distance * step) / 10);
  }
  await touch('touchEnd');
  await cdp.detach();
}

/** What the page's own root and body say of themselves: opening the menu must change none of it (a style every element of a long page depends on). */
const documentState = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.body].map((element) => ({
      attributes: [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
      overflow: getComputedStyle(element).overflow,
    })),
  );

/** The home page on a small phone with the consent banner showing, the menu opened by a tap: the page, the menu and its labels, and the document's state before it opened. */
async function openOnSmallPhone(locale: Locale) {
  const { nav } = contentFor(locale).shell.shell;
  const { page, problems } = await visit(`/${localeSettings[locale].segment}`, smallPhone);
  await settled(page);
  await consentBanner(page, locale).waitFor();
  // The banner's room at the page's end comes with its first size, a frame after it shows: the state to keep is the one after it.
  await page.waitForFunction(() => document.body.style.paddingBottom !== '');
  const closedDocument = await documentState(page);
  await page.getByRole('banner').getByRole('button', { name: nav.menuOpen }).tap();
  const menu = page.getByRole('navigation', { name: nav.mobileMenuLabel });
  await menu.getByRole('link').first().waitFor();
  // Open, the menu is the header's own: the page's root and body keep every attribute and style they had.
  expect(await documentState(page)).toEqual(closedDocument);
  return { page, problems, nav, menu, closedDocument };
}

describe('the mobile menu on a small phone, on a first visit with the consent banner showing', () => {
  // Per language: how far down its last entries sit depends on the length of its words.
  it.each(locales.map((locale) => [locale]))('%s: lies over the banner, every entry reachable and tappable, and closes on Escape from its button', async (locale) => {
    const { page, problems, nav, menu, closedDocument } = await openOnSmallPhone(locale);
    // What the menu offers last (the languages, the colour scheme, the two buttons) can be reached and tapped, the banner below it.
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await last.tap({ trial: true, timeout: 5_000 });
    const switches = menu.getByRole('button');
    for (let index = 0; index < (await switches.count()); index += 1) {
      await switches.nth(index).scrollIntoViewIfNeeded();
      await switches.nth(index).tap({ trial: true, timeout: 5_000 });
    }

    // Escape with focus on the menu's button, where the tap on it leaves it.
    await page.getByRole('banner').getByRole('button', { name: nav.menuClose }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(nav.menuOpen);
    expect(await documentState(page)).toEqual(closedDocument);
    expect(problems).toEqual([]);
  });

  // The same code in every language (the test matrix's page files): once, in the default one.
  it('holds the page behind it still: a wheel and swipes through the menu and over the header, and the keys that scroll a page', async () => {
    const { page, problems, nav, menu, closedDocument } = await openOnSmallPhone(defaultLocale);
    // A swipe or a wheel through the menu and past its end scrolls the menu, never the page behind it; nor does one over the header's row.
    const box = (await menu.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.wheel(0, 4_000);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the page after a wheel over the menu').toBe(0);
    await page.evaluate((label) => document.querySelector(`nav[aria-label="${label}"]`)!.scrollTo(0, 0), nav.mobileMenuLabel);
    await swipe(page, box.x + box.width / 2, box.y + box.height - 40, 600);
    await swipe(page, box.x + box.width / 2, box.y + box.height - 40, 600);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the page after two swipes through the menu').toBe(0);
    const row = (await page.getByRole('banner').getByRole('button', { name: nav.menuClose }).boundingBox())!;
    await swipe(page, row.x - 60, row.y + row.height / 2, 30);
    await page.mouse.move(row.x - 60, row.y + row.height / 2);
    await page.mouse.wheel(0, 2_000);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the page after a swipe and a wheel over the header').toBe(0);

    // The keys that scroll a page, with focus on the menu's button, where the tap left it.
    await page.getByRole('banner').getByRole('button', { name: nav.menuClose }).focus();
    for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the page after PageDown, ArrowDown and End').toBe(0);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await documentState(page)).toEqual(closedDocument);
    expect(problems).toEqual([]);
  });
});

describe('the mobile menu on a tablet, shorter than the screen', () => {
  it('holds the strip of page below it still, and a tap there closes it without following what lies below', async () => {
    const { nav } = contentFor(defaultLocale).shell.shell;
    const { page, problems } = await visit(`/${localeSettings[defaultLocale].segment}/faq`, tablet);
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: nav.menuOpen }).tap();
    const menu = page.getByRole('navigation', { name: nav.mobileMenuLabel });
    await menu.getByRole('link').first().waitFor();
    const box = (await menu.boundingBox())!;
    const strip = { x: tablet.viewport.width / 2, y: (box.y + box.height + tablet.viewport.height) / 2 };
    expect(tablet.viewport.height - (box.y + box.height), 'the page shown below the open menu, in px').toBeGreaterThan(60);

    await swipe(page, strip.x, strip.y);
    await page.mouse.move(strip.x, strip.y);
    await page.mouse.wheel(0, 2_000);
    await swipe(page, strip.x, box.y + 40);
    await settled(page);
    expect(await page.evaluate(() => window.scrollY), 'the page after swipes and a wheel below the menu and on it').toBe(0);

    // A tap beside the menu closes it, as a tap outside a popover does; nothing behind it is followed.
    const address = page.url();
    await page.touchscreen.tap(strip.x, strip.y);
    await menu.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(address);
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: nav.menuOpen }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });
});
