// Proves the story checks still bite: runs only the deliberately broken
// stories (stories-broken/, built into the one Storybook and tagged out of
// every normal use) and expects the run to fail once for the axe violation
// and once for the failing play function, each for the right reason.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, runCaptured, startServer } from './lib/process.mjs';

// Beside the story tests' port unless told otherwise, so `npm test` can run both at once.
const PORT = Number(process.env.STORYBOOK_BROKEN_PORT ?? Number(process.env.STORYBOOK_TEST_PORT ?? 6106) + 1);
const url = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, VISUAL_SNAPSHOTS: 'off' };
// The Storybook that `npm run test:stories` (or npm test's build step) built.
const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';
if (!existsSync(path.join(OUT, 'index.json'))) {
  console.error(`[broken] ${OUT}/ is missing: run \`npm run test:stories -- --build-only\` first`);
  process.exit(1);
}

// Only the broken stories' file, not every story file with nothing selected in it.
const BROKEN_FILES = 'stories-broken/';

const cases = [
  { tag: 'broken-a11y', expect: /color-contrast|insufficient color contrast/ },
  { tag: 'broken-play', expect: /Kostenlose Beratung/ },
];

const stop = await startServer(bin('http-server'), [OUT, '-a', '127.0.0.1', '-p', String(PORT), '-s', '-c-1'], `${url}/index.json`);
process.on('SIGTERM', () => {
  stop();
  process.exit(143);
});
let failures = 0;
for (const testCase of cases) {
  console.log(`\n[broken] running the story tagged ${testCase.tag}; this run must fail`);
  const { code, output } = await runCaptured(bin('test-storybook'), ['--url', url, '--includeTags', testCase.tag, '--maxWorkers=1', BROKEN_FILES], { env });
  if (code !== 0 && testCase.expect.test(output)) {
    console.log(`[broken] ok: ${testCase.tag} made the run fail (exit ${code}) for the expected reason`);
  } else {
    console.error(`[broken] NOT OK: ${testCase.tag} gave exit ${code}; the check no longer bites`);
    failures += 1;
  }
}
stop();
process.exit(failures === 0 ? 0 : 1);
