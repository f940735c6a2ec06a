import { defineConfig } from 'vitest/config';
import { picturePlugin } from './scripts/build/picturePlugin.ts';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The visitor passes first: they are the longest files (240 s and 160 s of
 * a worker where the page files take 1–40 s), and a worker that starts one
 * last runs it alone. Vitest orders by the last run's durations when it has
 * them, but a fresh clone has none, and then it orders by file size: the
 * visitor files are four lines each, so they ran last, and the second worker
 * idled through the desktop pass (160 s of 555 s alone).
 */
class VisitorPassesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const visitorPass = (file: TestSpecification) => /\/visitor-[^/]*\.e2e\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(visitorPass), ...sorted.filter((file) => !visitorPass(file))];
  }
}

/** End-to-end tests: the built, prerendered site served locally, driven in the machine's Chromium. */
export default defineConfig({
  // The blog's pictures, as content imports them (`?picture`).
  plugins: [picturePlugin()],
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/server.ts'],
    environment: 'node',
    // A test does the work of one visit; limits a slow machine under a full npm test meets (the visitor pass, two page loads, sets its own).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A poll waits as long as a hang, not a quiet machine (decision 002):
    // Vitest's default second failed the SEO dashboard's test once, when its
    // island took longer to hydrate beside the story tests. A poll that holds
    // returns at once, so this costs a passing run nothing.
    expect: { poll: { timeout: 60_000 } },
    // Two test files at a time against the one server of the global setup,
    // so the two workers use both cores. The per-route checks live in three
    // files (the phone's two halves, the desktop's), started first (above).
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share its modules, so they share one browser
    // (workerBrowser in tests/e2e/support/site.ts) instead of launching one
    // each; before every test its tab is reset to a first visitor's browser
    // (tests/e2e/support/site.ts). The shared modules hold no state a test
    // could leave behind.
    isolate: false,
    sequence: { sequencer: VisitorPassesFirst },
  },
});
