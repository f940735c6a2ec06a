import { getJestConfig } from '@storybook/test-runner';
import { chromiumPath, pinnedFontsEnv, storybookArgs } from './scripts/lib/browsers.mjs';

// The default Jest configuration comes from @storybook/test-runner.
const testRunnerConfig = getJestConfig();
const base = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

// scripts/test-stories.mjs starts one browser for the run and names it here;
// without it (a bare `test-storybook`), each story file launches its own.
const wsEndpoint = process.env.STORYBOOK_BROWSER_WS;

/**
 * Runs the stories in the machine's Chromium; nothing downloads a browser.
 * The background-networking flags keep Chromium from calling home.
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // One page per worker for all its story files (see the environment).
  testEnvironment: '<rootDir>/scripts/storybook/SharedPageEnvironment.mjs',
  // The runner's hooks file, replaced by one that reuses the worker's copy of the runner.
  setupFilesAfterEnv: [
    '<rootDir>/scripts/storybook/registerHooks.mjs',
    ...testRunnerConfig.setupFilesAfterEnv.filter((file) => !file.endsWith('playwright/jest-setup.js')),
  ],
  globalTeardown: '<rootDir>/scripts/storybook/closeSharedPage.mjs',
  moduleNameMapper: { '^@storybook/test-runner$': '<rootDir>/scripts/storybook/testRunnerOfWorker.mjs' },
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...base,
      browsers: ['chromium'],
      ...(wsEndpoint
        ? { launchType: 'SERVER', connectOptions: { wsEndpoint } }
        : { launchOptions: { ...base.launchOptions, executablePath: chromiumPath, args: storybookArgs, env: { ...process.env, ...(await pinnedFontsEnv()) } } }),
    },
  },
};
