import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner.
const testRunnerConfig = getJestConfig();
const base = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/**
 * Runs the stories in the machine's Chromium; nothing downloads a browser.
 * The background-networking flags keep Chromium from calling home.
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...base,
      browsers: ['chromium'],
      launchOptions: {
        ...base.launchOptions,
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--font-render-hinting=none'],
      },
    },
  },
};
