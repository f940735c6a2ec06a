// Proves the story checks still bite: runs only the deliberately broken
// stories (stories-broken/, built into the one Storybook and tagged out of
// every normal use) and expects each to fail for its own reason: the axe
// violation, the failing play function and the words the pseudo-locale
// pass finds without marks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bin, runCaptured, startServer } from './lib/process.mjs';
import { STORY_LIMIT } from './lib/storybookLimits.mjs';

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

/** Each broken story, and what its failure must say. */
const cases = [
  { tag: 'broken-a11y', story: 'AxeViolation', expect: /color-contrast|insufficient color contrast/ },
  { tag: 'broken-play', story: 'FailingPlay', expect: /Kostenlose Beratung/ },
  { tag: 'broken-pseudo', story: 'WrittenIntoTheStory', expect: /«unverändert» has no marks/ },
];

const stop = await startServer(bin('http-server'), [OUT, '-a', '127.0.0.1', '-p', String(PORT), '-s', '-c-1'], `${url}/index.json`);
process.on('SIGTERM', () => {
  stop();
  process.exit(143);
});
// One run for all of them: each run of the runner costs a Jest start and a browser.
console.log(`\n[broken] running the stories tagged ${cases.map((testCase) => testCase.tag).join(' and ')}; each must fail`);
// The story tests' limit: on one core, beside the other steps, the axe story took over Jest's default 15 s and failed for that reason instead of its own.
const { code, output } = await runCaptured(bin('test-storybook'), ['--url', url, '--includeTags', cases.map((testCase) => testCase.tag).join(','), '--maxWorkers=1', `--testTimeout=${STORY_LIMIT}`, BROKEN_FILES], { env });
stop();

// Jest reports each failed test in a block of its own, headed «● <title> › <story> › …».
const plain = stripVTControlCharacters(output);
const blocks = plain.split(/^\s*● /m).slice(1);
let failures = code === 0 ? 1 : 0;
if (code === 0) console.error('[broken] NOT OK: the run passed; the checks no longer bite');
for (const testCase of cases) {
  const block = blocks.find((candidate) => candidate.split('\n')[0].includes(` › ${testCase.story} › `));
  if (block && testCase.expect.test(block)) {
    console.log(`[broken] ok: ${testCase.tag} (${testCase.story}) failed for the expected reason`);
  } else {
    console.error(`[broken] NOT OK: ${testCase.tag} (${testCase.story}) ${block ? 'failed for another reason' : 'did not fail'}; the check no longer bites`);
    failures += 1;
  }
}
process.exit(failures === 0 ? 0 : 1);
