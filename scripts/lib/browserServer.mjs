// One Chromium for a whole story run. The test-runner's environment would
// otherwise launch and close a browser for every story file (about 1–2 s
// each on this machine); with `STORYBOOK_BROWSER_WS` set, the Jest config
// connects every file to this one instead. Each file still gets its own
// fresh browser context, so no cookie or storage crosses between files.
import { chromium } from 'playwright-core';
import { chromiumPath, pinnedFontsEnv, storybookArgs } from './browsers.mjs';

/** Starts the browser; resolves with its endpoint and a stop function. */
export async function startBrowserServer() {
  // Only the project's fonts: what a picture shows cannot depend on the machine's.
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: storybookArgs, env: { ...process.env, ...(await pinnedFontsEnv()) } });
  return { wsEndpoint: server.wsEndpoint(), stop: () => server.close().catch(() => undefined) };
}
