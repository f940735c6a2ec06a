// Import cycles among the site's modules, type-only imports included.
// ESLint's import-x/no-cycle skips `import type`, and a circle of type
// imports is still a layering mistake: seven content modules once imported
// each other that way unnoticed. TypeScript's own pre-processor lists every
// import of a file (static, type-only and dynamic `import()`).
// `node scripts/lint/importCycles.mjs` prints the circles; its test holds them at none.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const NOT_A_MODULE = /\.(test|d)\.tsx?$/;

/**
 * Each module under `root` with the modules of `root` it imports.
 * @param {string} [root]
 * @returns {Map<string, string[]>}
 */
export function importGraph(root = path.resolve('src')) {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !NOT_A_MODULE.test(file))
    .map((file) => path.join(root, file));
  const known = new Set(files);
  const resolve = (from, specifier) => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return [file, [...new Set(importedFiles.map(({ fileName }) => resolve(file, fileName)).filter(Boolean))]];
    }),
  );
}

/**
 * The circles of a graph: each group of modules that reach one another (Tarjan's strongly connected components, of more than one module or a module importing itself).
 * @param {ReadonlyMap<string, ReadonlyArray<string>>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  let next = 0;
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (module) => {
    order.set(module, next);
    lowest.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!order.has(imported)) {
        visit(imported);
        lowest.set(module, Math.min(lowest.get(module), lowest.get(imported)));
      } else if (onStack.has(imported)) lowest.set(module, Math.min(lowest.get(module), order.get(imported)));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(group.sort());
  }
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve('src');
  const cycles = importCycles(importGraph(root));
  for (const cycle of cycles) console.log(cycle.map((file) => path.relative(root, file)).join(' ⇄ '));
  console.log(`${cycles.length} import cycle(s) under src/`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
