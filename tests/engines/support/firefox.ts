/**
 * Firefox ESR as an EnginePage, through puppeteer-core over WebDriver BiDi
 * (Firefox speaks it itself: no driver, and no browser of puppeteer's own).
 */
import type { ElementHandle, KeyInput } from 'puppeteer-core';
import { launchFirefox } from '../../../scripts/lib/browsers.mjs';
import { findInPage, onTheWire, PAGE_LOAD_LIMIT_MS, withinLimit, type EnginePage, type Target } from './enginePage';

export async function openFirefox(baseUrl: string): Promise<EnginePage> {
  const browser = await launchFirefox();
  const page = await browser.newPage();
  // Waits in the page have their own limit (waitUntil); puppeteer's would cut them short. A page load has its own below.
  page.setDefaultTimeout(0);

  const evaluateSource = <R>(functionSource: string, args: unknown[]) =>
    page.evaluate(`(${functionSource}).apply(null, ${JSON.stringify(args)})`) as Promise<R>;

  /** The element a target names, scrolled to the middle of the screen. */
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    // Put together as source: the page's CSP forbids `eval`, and the finder must travel as text.
    const handle = await page.evaluateHandle(
      `(() => { const found = (${findInPage.toString()})(${JSON.stringify(onTheWire(target))}); found?.scrollIntoView({ block: 'center', inline: 'nearest' }); return found; })()`,
    );
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) throw new Error(`Firefox: nothing on the page matches ${JSON.stringify(onTheWire(target))}`);
    return found;
  };

  return {
    engine: 'Firefox',
    goto: async (path) => {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: PAGE_LOAD_LIMIT_MS }).catch((error: unknown) => {
        throw new Error(`Firefox: ${path} did not load within ${PAGE_LOAD_LIMIT_MS / 1000} s: ${String(error).split('\n')[0]}`);
      });
    },
    evaluate: (fn, ...args) => evaluateSource(fn.toString(), args),
    evaluateSource,
    click: (target) =>
      withinLimit('Firefox', `a click on ${JSON.stringify(onTheWire(target))}`, (async () => {
        await (await element(target)).click();
      })()),
    followLink: (target) =>
      withinLimit('Firefox', `following the link ${JSON.stringify(onTheWire(target))}`, (async () => {
        const link = await element(target);
        await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: PAGE_LOAD_LIMIT_MS }), link.click()]);
      })()),
    fill: (target, text) =>
      withinLimit('Firefox', `typing into ${JSON.stringify(onTheWire(target))}`, (async () => {
        const field = await element(target);
        await field.evaluate((input) => {
          (input as HTMLInputElement).select();
        });
        await page.keyboard.press('Backspace');
        await field.type(text);
      })()),
    press: (key) => withinLimit('Firefox', `the key ${key}`, page.keyboard.press(key as KeyInput)),
    wheel: (x, y, deltaY) =>
      withinLimit('Firefox', `a wheel of ${deltaY} px at ${x}, ${y}`, (async () => {
        await page.mouse.move(x, y);
        await page.mouse.wheel({ deltaY });
      })()),
    resize: (width, height) => withinLimit('Firefox', `a resize to ${width} × ${height}`, page.setViewport({ width, height })),
    close: () => browser.close(),
  };
}
