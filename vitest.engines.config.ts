import { defineConfig } from 'vitest/config';
import { picturePlugin } from './scripts/build/picturePlugin.ts';

/**
 * The engine passes: the served build in Firefox ESR and WebKitGTK, one file
 * per engine, side by side (each engine runs its own browser; a file's tests
 * take turns in one page of it).
 */
export default defineConfig({
  // The blog's pictures, as content imports them (`?picture`).
  plugins: [picturePlugin()],
  test: {
    include: ['tests/engines/**/*.engine.test.ts'],
    globalSetup: ['tests/engines/support/server.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // Each test sets its own limit (two minutes: a page load and a look around on a busy machine).
    hookTimeout: 120_000,
  },
});
