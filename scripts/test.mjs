// `npm test`: every check, failing fast, with a timing per step.
// Independent steps run side by side to use both cores of a small machine:
// the quick checks, the site build and end-to-end tests alongside the
// Storybook build and story tests. Each step's output is buffered and
// printed in one block when the step ends, so parallel output stays readable;
// a passed, failed or stopped run leaves no process behind (scripts/lib/steps.mjs).
import { bin } from './lib/process.mjs';
import { preflight } from './lib/preflight.mjs';
import { runSteps } from './lib/steps.mjs';

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

process.exit(await runSteps(steps));
