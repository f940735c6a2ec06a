// Builds the Storybook and runs every story's play function, axe check and
// visual snapshot against it in the machine's Chromium.
// Extra arguments go to test-storybook (`-u` accepts changed baselines);
// `--build-only` only builds (npm test times the build as its own step).
import { startBrowserServer } from './lib/browserServer.mjs';
import { bin, run, startServer } from './lib/process.mjs';
import { STORY_LIMIT } from './lib/storybookLimits.mjs';

const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);
const url = `http://127.0.0.1:${PORT}`;
// A separate output folder lets two people test stories at once.
const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';

const buildOnly = process.argv.includes('--build-only');
if (buildOnly && process.env.SKIP_STORYBOOK_BUILD === '1') process.exit(0);
if (process.env.SKIP_STORYBOOK_BUILD !== '1') {
  const built = await run(bin('storybook'), ['build', '--quiet', '-o', OUT]);
  if (built !== 0 || buildOnly) process.exit(built);
}

const stop = await startServer(bin('http-server'), [OUT, '-a', '127.0.0.1', '-p', String(PORT), '-s', '-c-1'], `${url}/index.json`);
const browser = await startBrowserServer();
// Stopped from outside (npm test failing fast elsewhere): take the servers down too.
process.on('SIGTERM', async () => {
  stop();
  await browser.stop();
  process.exit(143);
});
// STORY_LIMIT per story instead of the runner's 15 s: a clean-clone CI run,
// with every other step competing for two cores, timed out three play
// functions that take 1–3 s on a quiet machine.
const code = await run(bin('test-storybook'), ['--url', url, `--maxWorkers=${process.env.STORY_WORKERS ?? 2}`, `--testTimeout=${STORY_LIMIT}`, ...process.argv.slice(2).filter((arg) => arg !== '--build-only')], {
  env: { ...process.env, STORYBOOK_BROWSER_WS: browser.wsEndpoint },
});
stop();
await browser.stop();
process.exit(code);
