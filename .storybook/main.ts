import type { StorybookConfig } from '@storybook/react-vite';

/**
 * STORYBOOK_BROKEN=1 builds only the deliberately broken stories, which
 * prove that the test run fails on an axe violation and on a failing play
 * function. They never appear in the normal or the published Storybook.
 */
const broken = process.env.STORYBOOK_BROKEN === '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: broken ? ['../stories-broken/**/*.stories.tsx'] : ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
