import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes } from '../../src/site/routes';
import { LinkChecker } from './support/links';
import { launchBrowser } from './support/site';
import { visitorPass } from './support/visitorPass';

// The phone width runs in its own file, so the two workers share the routes evenly.
let browser: Browser;
// Each link target is fetched once per file.
const links = new LinkChecker();
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a first visit at 1280 px', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s: hydrated, axe-clean, links resolve, nothing leaves before consent, every answer holds', (_path, route) =>
    visitorPass(browser, route, 'desktop', links),
    // A whole visit with its waits for the chat and calendar fallbacks.
    90_000,
  );
});
