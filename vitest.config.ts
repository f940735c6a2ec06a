import { defineConfig } from 'vitest/config';
import { picturePlugin } from './scripts/build/picturePlugin.ts';

/** Unit tests for pure logic: formatters, tokens, validation, route table. */
export default defineConfig({
  // The blog's pictures, as content imports them (`?picture`).
  plugins: [picturePlugin()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'stories/**/*.test.ts', 'tests/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules instead of importing them
    // afresh each: 5.4 s -> 1.1 s. They test pure functions; a stubbed
    // global, env variable or spy is undone after every test (below), so
    // none reaches another file. Checked with shuffled runs.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    // A limit that holds on one core beside the other steps of npm test
    // (decision 002): the route table's test imports every page's module,
    // which took more than Vitest's default 5 s under `taskset -c 0`. A test
    // that passes returns at once, so this costs a passing run nothing.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
