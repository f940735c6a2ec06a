import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built, prerendered site served locally, driven in the machine's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time against the one server of the global setup,
    // so the two workers use both cores. Per-route checks live in several
    // files (visitor-desktop, visitor-phone, routes …) to keep the two
    // workers evenly loaded.
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share its modules, so they share one browser
    // (workerBrowser in tests/e2e/support/site.ts) instead of launching one
    // each; every test still gets a fresh browser context. The shared
    // modules hold no state a test could leave behind.
    isolate: false,
  },
});
