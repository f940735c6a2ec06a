import type { Locator, Page } from 'playwright-core';

/**
 * How long any wait of the end-to-end tests may take: far beyond what a
 * page needs on one busy core (a few seconds), far below a test's own
 * limit, so a defect fails with the name of what did not come instead of a
 * timeout that says nothing.
 */
export const WAIT_LIMIT_MS = 30_000;

/** A failed wait, named: what was awaited, on which page, for how long. */
function named(error: unknown, what: string, page: Page): Error {
  const path = (() => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  })();
  return new Error(`waited ${WAIT_LIMIT_MS / 1000} s on ${path} for ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
}

/** Waits until `locator` shows; fails within the limit, naming `what`. */
export async function waitVisible(locator: Locator, what: string): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: WAIT_LIMIT_MS });
  } catch (error) {
    throw named(error, what, locator.page());
  }
}

/** Waits until `locator` is hidden (or gone from the page); fails within the limit, naming `what`. */
export async function waitHidden(locator: Locator, what: string, state: 'hidden' | 'detached' = 'hidden'): Promise<void> {
  try {
    await locator.waitFor({ state, timeout: WAIT_LIMIT_MS });
  } catch (error) {
    throw named(error, what, locator.page());
  }
}

/** Waits until `condition` holds in the page; fails within the limit, naming `what`. */
export async function waitInPage(page: Page, what: string, condition: () => unknown): Promise<void>;
export async function waitInPage<A>(page: Page, what: string, condition: (arg: A) => unknown, arg: A): Promise<void>;
export async function waitInPage<A>(page: Page, what: string, condition: (arg: A) => unknown, arg?: A): Promise<void> {
  try {
    await page.waitForFunction(condition as (arg: unknown) => unknown, arg, { timeout: WAIT_LIMIT_MS });
  } catch (error) {
    throw named(error, what, page);
  }
}
