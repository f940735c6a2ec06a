import type { StorybookConfig } from '@storybook/react-vite';

/**
 * STORYBOOK_BROKEN=1 builds only the deliberately broken stories, which
 * prove that the test run fails on an axe violation and on a failing play
 * function. They never appear in the normal or the published Storybook.
 */
const broken = process.env.STORYBOOK_BROKEN === '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: broken ? ['../stories-broken/**/*.stories.tsx'] : ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  // addon-docs turns every story file into a docs page (autodocs, see the
  // `tags` in preview.tsx) and renders the MDX pages under stories/.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
