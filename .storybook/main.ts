import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { lucideIconUsage } from '../stories/foundations/iconUsage';

const USED_ICONS = 'virtual:used-icons';

/**
 * `virtual:used-icons` for the icon gallery: the lucide icons that files
 * under src/ import, read from the source at build time, and the files that
 * use each. Only these icons enter the bundle, not the whole library.
 */
function usedIcons(): Plugin {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  return {
    name: 'used-icons',
    resolveId: (id) => (id === USED_ICONS ? `\0${USED_ICONS}` : undefined),
    load(id) {
      if (id !== `\0${USED_ICONS}`) return undefined;
      const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
      const usage = lucideIconUsage(Object.fromEntries(files.map((file) => [`src/${file}`, readFileSync(path.join(src, file), 'utf8')])));
      const names = [...usage.keys()];
      return `import { ${names.join(', ')} } from 'lucide-react';\nexport const icons = { ${names.join(', ')} };\nexport const usage = ${JSON.stringify([...usage.entries()])};\n`;
    },
  };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // stories-broken/ holds the deliberately failing stories of the
  // broken-story proof, tagged out of the sidebar, the docs, the normal test
  // run and Chromatic; building them here saves a second Storybook build.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../stories-broken/**/*.stories.tsx'],
  // addon-docs turns every story file into a docs page (autodocs, see the
  // `tags` in preview.tsx) and renders the MDX pages under stories/.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), usedIcons()] }),
};

export default config;
