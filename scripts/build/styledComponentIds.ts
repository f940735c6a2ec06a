// Each styled component gets an id from its file and its position in it
// (styled-components' `ssr` option), not from how many components were
// created before it: the prerenderer loads every page, the browser one, so
// counted ids differed and the browser generated and inserted every rule of
// the page a second time, under other class names, while it hydrated (/de:
// 76 rules, /de/faq: 38). `pure` lets the bundler drop unused ones; `minify`
// strips the CSS's whitespace.
//
// Oxc's transform hashes the file name it is given, and Vite gives it the
// absolute path: the same source built in another folder (a colleague's
// clone, CI) got other class names, so other chunks and other pages. This
// pass names each file by its path from the project's root, written as if
// the root were `/` (a relative name is not hashed as a path: two files of
// the same text got the same id), so a build depends on the source alone.
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

const STYLED_COMPONENTS = { ssr: true, displayName: false, fileName: false, minify: true, pure: true } as const;

/** A module of the project (not a dependency) that imports styled-components. */
const styledModule = (file: string, code: string) => !file.includes('/node_modules/') && /\.[cm]?[jt]sx?$/.test(file) && code.includes('styled-components');

/**
 * The styled-components pass, after Vite's own transform has turned
 * TypeScript and JSX into JavaScript, and before its import analysis
 * rewrites the package's name (which the pass looks for).
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!styledModule(file, code)) return null;
      const fromRoot = `/${path.relative(root, file).split(path.sep).join('/')}`;
      const { code: transformed, map } = await transformWithOxc(code, fromRoot, { lang: 'js', sourcemap: true, plugins: { styledComponents: STYLED_COMPONENTS } });
      return { code: transformed, map };
    },
  };
}
