// What `npm test` and `npm run bench` check before any step starts: a Node
// new enough, and a browser that starts (found, or installed where this
// process may). Failing here takes seconds and says what to do; failing
// later took minutes and printed one launch error per test.
import { checkNodeVersion } from './nodeVersion.mjs';
import { ensureChromium } from './chromium.mjs';

/**
 * Checks Node, then finds (or installs) Chromium and sets `CHROME_PATH`, so
 * every step started afterwards uses the same browser. Exits with one
 * message when there is none.
 */
export function preflight() {
  checkNodeVersion();
  const { browser, error } = ensureChromium();
  if (!browser) {
    console.error(error);
    process.exit(1);
  }
  process.env.CHROME_PATH = browser.path;
  console.log(`Browser: ${browser.version} (${browser.path})`);
}
