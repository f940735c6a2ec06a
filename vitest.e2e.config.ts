import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built, prerendered site served locally, driven in the machine's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time, each with its own browser, against the one
    // server of the global setup: most of a browser test is waiting (network
    // idle, timeouts), so two workers use both cores. Per-route checks live in
    // several files (visitor-desktop, visitor-phone, routes …) to keep the
    // two workers evenly loaded.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
