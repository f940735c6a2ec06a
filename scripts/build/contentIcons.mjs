// A Vite plugin for the site's client build: the icons content modules name
// (`import { Telescope } from 'lucide-react'` in src/content/) become
// stand-ins from src/lib/contentIcons.tsx, and their drawings a chunk per
// content module, loaded when a page is rendered in the browser rather than
// hydrated. The prerendered pages hold every drawing already. Measured
// November 2026: the home page's JavaScript before interaction 121.5 →
// 117.7 kB (its 23 icons were 1.9 kB of its own chunk and four files it
// shared with other pages). The server build and Storybook keep the imports.
import { fileURLToPath } from 'node:url';
import { importedIcons, LUCIDE_IMPORT } from './lucideImports.mjs';

const RUNTIME = fileURLToPath(new URL('../../src/lib/contentIcons.tsx', import.meta.url));
const VIRTUAL = 'virtual:content-icons/';
const CONTENT = /[\\/]src[\\/]content[\\/][^?]*\.ts$/;


/**
 * The module's code with its value imports from lucide-react replaced by
 * stand-ins, and the icons those stand-ins load (lucide's export names);
 * null when it imports none.
 */
export function replaceIconImports(code, moduleKey) {
  const icons = {};
  const replaced = code.replace(LUCIDE_IMPORT, (_statement, list) => {
    const imported = importedIcons(list);
    for (const { exported, local } of imported) icons[local] = exported;
    return `const { ${imported.map((icon) => icon.local).join(', ')} } = __contentIcons;`;
  });
  if (Object.keys(icons).length === 0) return null;
  const header = [
    `import { lazyContentIcons } from ${JSON.stringify(RUNTIME)};`,
    `const __contentIcons = lazyContentIcons(() => import(${JSON.stringify(`${VIRTUAL}${moduleKey}Icons`)}), ${JSON.stringify(icons)});`,
  ].join('\n');
  return { code: `${header}\n${replaced}`, icons: [...new Set(Object.values(icons))] };
}

/** The icons each content module's chunk exports, by its virtual module's name (`homeIcons`). */
const iconsOf = new Map();

/** The plugin; only the client bundle step of scripts/build.mjs uses it. */
export const contentIcons = {
  name: 'site-content-icons',
  enforce: 'pre',
  resolveId(id) {
    return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
  },
  load(id) {
    if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
    return `export { ${iconsOf.get(id.slice(VIRTUAL.length + 1)).join(', ')} } from 'lucide-react';\n`;
  },
  transform(code, id) {
    if (!CONTENT.test(id) || id.endsWith('.test.ts')) return null;
    // src/content/legal/terms.ts → legal-terms
    const key = id.slice(id.search(/[\\/]src[\\/]content[\\/]/) + 13).replace(/\.ts$/, '').replace(/[\\/]/g, '-');
    const result = replaceIconImports(code, key);
    if (!result) return null;
    iconsOf.set(`${key}Icons`, result.icons);
    return { code: result.code, map: null };
  },
};
