// What `npm test` and `npm run bench` check before any step starts: a Node
// new enough, and the browsers they drive, each one that starts (found, or
// installed where this process may). Failing here takes seconds and says
// what to do; failing later took minutes and printed one launch error per test.
import { checkNodeVersion } from './nodeVersion.mjs';
import { ensureEngines, engines } from './browsers.mjs';

/**
 * Checks Node, then finds (or installs) each engine named and sets its
 * variable (`CHROME_PATH` …), so every step started afterwards uses the same
 * browser. Exits with one message when one is missing.
 */
export function preflight(names = ['chromium']) {
  checkNodeVersion();
  const { found, error } = ensureEngines(names);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  for (const name of names) {
    process.env[engines[name].variable] = found[name].path;
    console.log(`${engines[name].label}: ${found[name].version} (${found[name].path})`);
  }
}
