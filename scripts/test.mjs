// `npm test`: every check, failing fast, with a timing per step.
// Independent steps run side by side to use both cores of a small machine:
// the quick checks, the site build and end-to-end tests alongside the
// Storybook build and story tests. Each step's output is buffered and
// printed in one block when the step ends, so parallel output stays readable.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { bin } from './lib/process.mjs';
import { preflight } from './lib/preflight.mjs';

preflight(['chromium', 'firefox', 'webkit', 'java', 'nginx', 'feedparser']);

/**
 * `after`: the steps that must have passed first. `yields`: the step runs at
 * a lower CPU priority (nice 10), so the builds that start the two long
 * chains (site build → end-to-end, Storybook build → stories) are not slowed
 * by checks nothing waits for; only steps without timeouts yield.
 */
const steps = [
  // TypeScript 7's native compiler: the same errors as 5.9 (which the lint
  // still needs) in a third of the CPU time.
  { name: 'typecheck', command: 'node', args: ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], yields: true },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'], yields: true },
  { name: 'unit', command: bin('vitest'), args: ['run', '--config', 'vitest.config.ts'] },
  { name: 'site build', command: 'node', args: ['scripts/build.mjs'] },
  // The W3C checker over every prerendered page (scripts/test-html.mjs).
  { name: 'html', command: 'node', args: ['scripts/test-html.mjs'], after: ['site build'], yields: true },
  // The build served by nginx with the generated configuration, beside npm start's server (scripts/test-nginx.mjs).
  { name: 'nginx', command: 'node', args: ['scripts/test-nginx.mjs'], after: ['site build'] },
  { name: 'end-to-end', command: bin('vitest'), args: ['run', '--config', 'vitest.e2e.config.ts'], after: ['site build'] },
  // Firefox ESR and WebKitGTK, one browser each: once the end-to-end browsers are gone.
  { name: 'engines', command: bin('vitest'), args: ['run', '--config', 'vitest.engines.config.ts'], after: ['site build', 'end-to-end'] },
  // The editor for the words on a copy of the repository (its own build), once the end-to-end browsers are gone.
  { name: 'editor', command: bin('vitest'), args: ['run', '--config', 'vitest.editor.config.ts'], after: ['end-to-end'] },
  // The story tests are the longest chain, so their build starts at once.
  { name: 'storybook build', command: 'node', args: ['scripts/test-stories.mjs', '--build-only'] },
  { name: 'stories', command: 'node', args: ['scripts/test-stories.mjs'], env: { SKIP_STORYBOOK_BUILD: '1' }, after: ['storybook build'] },
  // The docs pages, which the test-runner skips: one browser, beside the
  // story tests once the end-to-end browsers are gone, so the stories' start
  // does not compete with four browsers at once.
  { name: 'docs pages', command: 'node', args: ['scripts/test-docs.mjs'], env: { SKIP_STORYBOOK_BUILD: '1' }, after: ['storybook build', 'end-to-end'] },
  // The broken stories are in the same build; the proof runs once the
  // end-to-end browsers are gone, beside the story tests.
  { name: 'broken-story proof', command: 'node', args: ['scripts/test-broken.mjs'], after: ['storybook build', 'end-to-end'] },
];

/**
 * The lines of a failed step's output that name what failed (Jest's «●
 * story › test» headings, Vitest's «FAIL file > test», «✕»/«×» rows, an image
 * that differs): CI shows the end of the output, where the summary repeats
 * them, not the step's own block far above.
 */
function failuresIn(output) {
  const plain = stripVTControlCharacters(output).split('\n');
  const named = plain.filter((line) => /^\s*(● (?!Console)|FAIL\s|[✕×] )|different from snapshot/.test(line)).map((line) => line.trim());
  return [...new Set(named)];
}

const started = Date.now();
/** name → { ok, seconds } once finished. */
const results = new Map();
const running = new Map();
let failed = false;

function start(step) {
  const t0 = Date.now();
  console.log(`--- ${step.name}: started`);
  // Its own process group, so a failure elsewhere can stop it with everything it started.
  const [command, args] = step.yields ? ['nice', ['-n', '10', step.command, ...step.args]] : [step.command, step.args];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...step.env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => {
    child.on('exit', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      running.delete(step.name);
      const stopped = child.stoppedByUs === true;
      const ok = code === 0;
      if (!stopped) results.set(step.name, { ok, seconds, failures: ok ? [] : failuresIn(output) });
      const state = stopped ? 'stopped' : ok ? 'ok' : 'FAIL';
      console.log(`\n=== ${step.name} (${state}, ${seconds.toFixed(1)} s) ===\n${stopped ? '' : output.trimEnd()}\n`);
      resolve(ok);
    });
  });
  running.set(step.name, { child, done });
}

function stopAll() {
  for (const { child } of running.values()) {
    child.stoppedByUs = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });
}

// Start every step whose prerequisites passed; stop everything at the first failure.
while (!failed) {
  for (const step of steps) {
    if (results.has(step.name) || running.has(step.name)) continue;
    if ((step.after ?? []).every((name) => results.get(name)?.ok)) start(step);
  }
  if (running.size === 0) break;
  await Promise.race([...running.values()].map(({ done }) => done));
  // Two steps may end in the same turn: look at every result, not only the first.
  if ([...results.values()].some((result) => !result.ok)) {
    failed = true;
    stopAll();
    await Promise.all([...running.values()].map(({ done }) => done));
  }
}

console.log('\n=== summary ===');
for (const step of steps) {
  const result = results.get(step.name);
  const state = result ? (result.ok ? 'ok  ' : 'FAIL') : 'skip';
  console.log(`${state} ${step.name.padEnd(20)} ${result ? `${result.seconds.toFixed(1).padStart(6)} s` : '       -'}`);
}
const MOST_FAILURES = 20;
for (const step of steps) {
  const failures = results.get(step.name)?.failures ?? [];
  if (failures.length === 0) continue;
  console.log(`\n${step.name} failed on:\n${failures.slice(0, MOST_FAILURES).map((line) => `  ${line}`).join('\n')}${failures.length > MOST_FAILURES ? `\n  … and ${failures.length - MOST_FAILURES} more lines in the step's output above` : ''}`);
}
const passed = [...results.values()].filter((result) => result.ok).length;
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s (steps overlap, so the column adds up to more)`);
console.log(`steps: ${passed} passed, ${steps.length - passed} failed`);
process.exit(passed === steps.length ? 0 : 1);
