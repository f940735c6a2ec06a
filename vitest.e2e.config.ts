import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built, prerendered site served locally, driven in the machine's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One browser at a time on a 2-core machine keeps timings honest.
    fileParallelism: false,
  },
});
