// The Jest environment of the story tests: one browser page per test worker,
// kept for every story file the worker runs.
//
// The test-runner's own environment opens a fresh context and page for each
// story file and loads the Storybook preview into it (about 2.5 MB of
// JavaScript to parse and compile, and the first story's chunks). With 157
// story files that was three quarters of the story step: 431 s against 121 s
// with a shared page, on an idle 2-core machine.
//
// Sharing the page is what a story file already does between its own stories:
// the preview unmounts one story and renders the next over its channel, and
// `.storybook/preview.tsx` resets the integration spies before each story, so
// a story may not rely on a page nobody used before (see the README).
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import * as testRunner from '@storybook/test-runner';

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

/** This worker's browser, context and page once the first story file has set them up. */
let shared;

/**
 * Lets go of the shared page at the end of the run: Jest's global teardown
 * calls it for a run in band (one worker: Jest's own process), and each
 * worker process when Jest ends it (below).
 */
export async function closeSharedPage() {
  await shared?.browser?.close();
  shared = undefined;
}

/**
 * jest-worker's «end» message (`CHILD_MESSAGE_END` in its protocol, which it
 * does not export). Jest ends a worker by sending it, then waits for the
 * worker's event loop to empty; the open connection to the browser kept it
 * busy, so Jest killed each worker after 500 ms and printed «A worker process
 * has failed to exit gracefully».
 */
const WORKER_END_MESSAGE = 2;

if (process.send) {
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== WORKER_END_MESSAGE) return;
    // A listener keeps the IPC channel open: remove it, as jest-worker removes its own.
    process.off('message', onMessage);
    void closeSharedPage();
  };
  process.on('message', onMessage);
}

/**
 * Undoes what the last file's stories left outside the story itself, so a
 * file's first story meets the page as a fresh one would show it (its later
 * stories follow their own file's, as always):
 * - a mouse click makes Chromium draw no focus ring for focus set by script
 *   (`:focus-visible`), where a fresh page draws it; a key press restores that;
 * - the pointer rests where the last click was and would hover what the next
 *   story draws there;
 * - a scrolled window moves fixed elements in a full-page screenshot.
 */
async function asOnAFreshPage(page) {
  await page.keyboard.press('Shift');
  await page.mouse.move(-1, -1);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
}

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (shared) {
      await NodeEnvironment.setup.call(this);
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
      await asOnAFreshPage(shared.page);
    } else {
      await super.setup();
      await testRunner.setupPage(this.global.page, this.global.context);
      shared = { browserName: this.global.browserName, deviceName: this.global.deviceName, browser: this.global.browser, context: this.global.context, page: this.global.page };
    }
    Object.assign(this.global, shared);
    this.global.jestPlaywright = {
      ...this.global.jestPlaywright,
      // The runner's retry after a story navigated the page away: a new page
      // for this file and every later one.
      resetPage: async () => {
        await shared.page.close().catch(() => undefined);
        shared.page = await shared.context.newPage();
        this.global.page = shared.page;
      },
    };
    // The runner's module, loaded once per worker here instead of once per
    // story file inside Jest's module registry (0.3–0.4 s each); the test
    // files reach it through `testRunnerOfWorker.mjs`.
    this.global.__testRunnerOfWorker = testRunner;
  }

  async teardown() {
    // The page stays open for the worker's next story file; the browser
    // server goes down with `scripts/test-stories.mjs`.
    await NodeEnvironment.teardown.call(this);
  }
}
