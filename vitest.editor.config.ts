import { defineConfig } from 'vitest/config';
import { picturePlugin } from './scripts/build/picturePlugin.ts';

/** The editor for the words, end to end: `npm run cms` on a copy of the repository, in the machine's Chromium, then the copy's build. */
export default defineConfig({
  // The blog's pictures, as content imports them (`?picture`).
  plugins: [picturePlugin()],
  test: {
    include: ['tests/editor/**/*.e2e.test.ts'],
    environment: 'node',
    // One story told in order: each test goes on from where the last left the copy.
    sequence: { concurrent: false },
    // The hosted editor's file (its own build, port and folder) beside that story: at the end of npm test the
    // editor's step runs alone, mostly on one core, and the other one is free.
    fileParallelism: true,
    maxWorkers: 2,
    // A limit for a hang (decision 002); each test names its own.
    testTimeout: 360_000,
    // A poll without its own limit waits as long as a hang too, not Vitest's one second.
    expect: { poll: { timeout: 60_000 } },
  },
});
