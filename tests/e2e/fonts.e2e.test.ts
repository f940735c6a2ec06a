import { describe, expect, it } from 'vitest';
import type { Disposable, Page } from 'playwright-core';
import { allInBrandFace, facesDrawn, SLOW_4G } from './support/fonts';
import { visit, widths } from './support/site';

/** The network a phone on the move has, from before the page is requested until the test ends. */
async function overSlow4G(page: Page): Promise<Disposable> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
  const dispose = async () => {
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await devtools.detach();
  };
  return { dispose, [Symbol.asyncDispose]: dispose };
}

/**
 * The pages a new browser showed in the fallback face over Slow 4G while
 * Inter was a file of its own (7 of 10 probed, /de among the 3 that got
 * Inter). The visitor pass checks the face of every route on a fast network.
 */
const FIRST_PAGES = ['/de/academy', '/de/pricing', '/de/faq', '/de/seo-audit', '/de/contact'];

describe('the brand face on a first visit', () => {
  it.each(FIRST_PAGES)('%s over Slow 4G draws its heading and text in Inter', async (path) => {
    const { page } = await visit(path, widths.phone, overSlow4G);
    expect(await facesDrawn(page)).toEqual(allInBrandFace);
  });
});
