// The editor's page as Vite builds it, the same for `npm run cms` (built at
// its start and served as files, scripts/cms/start.mjs) and for the hosted
// editor `npm run build` adds at /admin/ (scripts/cms/buildEditor.mjs): Decap and the site's own
// components for the previews, their styles as the site builds them, the
// blog's pictures as the site serves them.
import path from 'node:path';
import { runnerImport } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the editor's page is served, on the local server and in a build. */
export const EDITOR_BASE = '/admin/';

/**
 * One of the site's TypeScript modules, loaded as Vite loads them, for the
 * editor's tools to run (the pictures' plugin, the article rules, the facts).
 * @param {string} root
 * @param {string} file relative to `root`
 */
export async function siteModule(root, file) {
  // Vite's module runner sets NODE_ENV=development for the whole process when none is set, and Vite takes a
  // build's mode from NODE_ENV: a build after it in the same process (the editor's page, built by npm run cms)
  // was React's development build. The editor's tools build for production, as the site does.
  process.env.NODE_ENV ??= 'production';
  const { module } = await runnerImport(path.join(root, file), { configFile: false, logLevel: 'error' });
  return module;
}

/**
 * Vite's configuration of the editor's page for the project at `root`,
 * built into `outDir`; `plugins` come before the site's.
 * @param {{ root: string, outDir: string, plugins?: import('vite').PluginOption[] }} options
 * @returns {Promise<import('vite').InlineConfig>}
 */
export async function editorViteConfig({ root, outDir, plugins = [] }) {
  const [pictures, styled] = await Promise.all([siteModule(root, 'scripts/build/picturePlugin.ts'), siteModule(root, 'scripts/build/styledComponentIds.ts')]);
  return {
    configFile: false,
    root: path.join(root, 'cms'),
    base: EDITOR_BASE,
    // The site's own files (the logo as the tab's icon, the pictures the preview shows).
    publicDir: path.join(root, 'public'),
    logLevel: 'warn',
    // The components' styles as the site builds them (vite.config.ts).
    plugins: [react(), pictures.picturePlugin({ cacheDir: path.join(root, '.cache/pictures') }), styled.styledComponentIds(), ...plugins],
    define: { __BUILD_DATE__: JSON.stringify(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date())) },
    resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
    build: {
      outDir,
      emptyOutDir: true,
      // Decap and its editors' languages are one 6 MB module; the editor is a tool, loaded once a session, not a page for visitors.
      chunkSizeWarningLimit: 16_000,
      rolldownOptions: {
        // The preview reads the words the routes load lazily, at once (as the site's server build does, scripts/build.mjs).
        checks: { ineffectiveDynamicImport: false },
        // Two of Decap's dependencies (a TOML parser, a hash) call eval: not ours to change, and said on every start.
        onwarn: (warning, warn) => warning.code === 'EVAL' && warning.id?.includes('node_modules') ? undefined : warn(warning),
      },
    },
  };
}
