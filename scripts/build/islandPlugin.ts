// The import is the island, as in Astro: `<Island component={TokenEstimator} props={…} />`
// places the component its module imports, and this plugin does the rest.
// It writes the island's id (its module under src/, and the export when the
// export is not named after the file) into the placement, and gives the
// browser `virtual:islands`, the loader of every island placed anywhere in
// src/, each its own chunk. Nothing names an island by hand: a placement
// whose component is not imported by name stops the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const VIRTUAL_ISLANDS = 'virtual:islands';
const RESOLVED = `\0${VIRTUAL_ISLANDS}`;

/** `<Island` followed by its attributes up to `component={Name}`. */
const PLACEMENT = /<Island\b([^>]*?)\bcomponent=\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/** The module and export a local name was imported from, in `code` (a module at `file`). */
function importOf(code: string, file: string, local: string): { module: string; exported: string } | null {
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, names = '', from = ''] = match;
    for (const specifier of names.split(',')) {
      const [exported = '', alias] = specifier.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      if ((alias ?? exported) !== local) continue;
      if (!from.startsWith('.')) return null;
      return { module: path.resolve(path.dirname(file), from), exported };
    }
  }
  return null;
}

/** The file a relative import names (`./TokenEstimator` → `…/TokenEstimator.tsx`). */
function moduleFile(module: string): string | null {
  for (const candidate of [module, `${module}.tsx`, `${module}.ts`, path.join(module, 'index.tsx')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * An island's id: its module's path under src/ without the extension, and
 * `#Export` when the export is not named after the file
 * (`sections/pricing/TokenEstimator`).
 */
export function islandId(srcDir: string, file: string, exported: string): string {
  const relative = path.relative(srcDir, file).replace(/\.tsx?$/, '').split(path.sep).join('/');
  return path.basename(relative) === exported ? relative : `${relative}#${exported}`;
}

/** Every island placed in `code` (a module at `file`): the placement's offset, its id, its module and export. */
/** One island placed in a module. */
export interface Placement {
  /** The offset in the module's code just after `<Island`. */
  at: number;
  id: string;
  module: string;
  exported: string;
}

export function placements(srcDir: string, file: string, code: string): Placement[] {
  return [...code.matchAll(PLACEMENT)].map((match) => {
    if (/\bsource=/.test(match[1] ?? '')) throw new Error(`${file}: an island's source is written by the build, not by hand`);
    const origin = importOf(code, file, match[2] ?? '');
    const module = origin && moduleFile(origin.module);
    if (!origin || !module) throw new Error(`${file}: <Island component={${match[2]}}> needs the component imported by name from a module of src/`);
    return { at: (match.index ?? 0) + '<Island'.length, id: islandId(srcDir, module, origin.exported), module, exported: origin.exported };
  });
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });

/** Every island placed in src/, each once: what `virtual:islands` loads. */
export function allIslands(srcDir: string): Placement[] {
  const byId = new Map<string, Placement>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    if (code.includes('<Island')) for (const island of placements(srcDir, file, code)) byId.set(island.id, island);
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** The Vite plugin: the id into each placement, and the loaders as `virtual:islands`. */
export function islandPlugin({ srcDir = path.resolve('src') }: { srcDir?: string } = {}): Plugin {
  return {
    name: 'island-placements',
    enforce: 'pre',
    resolveId(id: string) {
      return id === VIRTUAL_ISLANDS ? RESOLVED : null;
    },
    load(id: string) {
      if (id !== RESOLVED) return null;
      // Root-relative, as Vite serves a module in development and resolves it in the build.
      const root = path.dirname(srcDir);
      const entries = allIslands(srcDir).map(({ id: islandKey, module, exported }) => {
        const url = `/${path.relative(root, module).split(path.sep).join('/')}`;
        return `  ${JSON.stringify(islandKey)}: () => import(${JSON.stringify(url)}).then((module) => module.${exported}),`;
      });
      return `export const islandLoaders = {\n${entries.join('\n')}\n};\n`;
    },
    transform(code: string, id: string) {
      const [file = ''] = id.split('?');
      if (!file.startsWith(srcDir + path.sep) || !file.endsWith('.tsx') || !code.includes('<Island')) return null;
      const found = placements(srcDir, file, code);
      if (found.length === 0) return null;
      let out = code;
      for (const { at, id: islandKey } of [...found].reverse()) out = `${out.slice(0, at)} source=${JSON.stringify(islandKey)}${out.slice(at)}`;
      return { code: out, map: null };
    },
  };
}
