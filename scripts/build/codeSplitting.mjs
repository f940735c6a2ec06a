// How the client bundle is split into chunks. Every file a route loads
// costs a request, about 0.5 kB of response headers over HTTP/1.1 and a
// share of a preload task (src/boot.ts), and small files compress worst.
//
// 1. The stack (React, the router, styled-components: src/stack.ts) is a
//    chunk of its own, so src/boot.ts can have it evaluated a task before the
//    site's modules: two tasks of about 10 ms instead of one of 20-25 ms, which
//    Lighthouse's phone (four times slower) counts as blocking time
//    (/de/contact, seven runs each: TBT 44 → 20 ms). It also changes only when
//    a dependency does, so browsers keep it across releases.
// 2. The app: everything else src/entry-client.tsx imports statically (the
//    shell, the route table, consent) travels in one chunk. Left to Rolldown,
//    the modules the app shares with pages became chunks of their own (the
//    router, operator facts, links, the building blocks): 8 files for the
//    app and the stack, 4 now.
// 3. The building blocks (components, design, lib, the icons) that six or
//    more chunks import but the app does not travel in one chunk: with 18
//    pages, what about a third of them use. Measured November 2026 over the
//    18 routes: 425 → 247 files, and every route's initial JavaScript
//    smaller. Lower counts move more into that chunk, which the smaller
//    pages then load for nothing; higher ones keep more small files.

/** Module ids of the app's static closure, recorded by `appClosure` before Rolldown groups the chunks. */
const appModules = new Set();

/** src/stack.ts and what it brings: React, React DOM, the scheduler, the router, styled-components with stylis and tslib. */
const STACK = /[\\/]src[\\/]stack\.ts$|[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|tslib)[\\/]/;

const LUCIDE_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** `{ A, B as C }` of `import … from 'lucide-react'` in a module's code: the icons it uses. */
function lucideNames(code) {
  return [...code.matchAll(/import\s*{([^}]*)}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
}

/**
 * A Vite plugin for the client build: once the module graph is complete,
 * records every module src/entry-client.tsx imports statically, for the
 * `app` group. lucide's index re-exports all 1,600 icons, so its imports are
 * not followed; the icons the app's own modules name are added instead.
 */
export const appClosure = {
  name: 'site-app-closure',
  buildEnd() {
    appModules.clear();
    const ids = [...this.getModuleIds()];
    const entry = ids.find((id) => /[\\/]src[\\/]entry-client\.tsx$/.test(id));
    const barrel = ids.find((id) => LUCIDE_BARREL.test(id));
    if (!entry) throw new Error('codeSplitting: src/entry-client.tsx is not in the client build');
    // Each icon's export name → its module, from the index's `export { default as ChevronDown, … } from './icons/chevron-down.mjs'`.
    const iconModules = new Map();
    if (barrel) {
      const icons = this.getModuleInfo(barrel).importedIds;
      for (const [, names, file] of this.getModuleInfo(barrel).code.matchAll(/export\s*{([^}]*)}\s*from\s*["']\.\/icons\/([^"']+)["']/g)) {
        const id = icons.find((candidate) => candidate.endsWith(`/icons/${file}`));
        for (const name of names.split(',')) iconModules.set(name.trim().split(/\s+as\s+/).at(-1), id);
      }
    }
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop();
      // The index itself stays out too: a group takes a module's imports along.
      // So does Vite's preload helper, which src/boot.ts uses as well: in the
      // app's chunk, the boot script would import the app before the first paint.
      if (!id || appModules.has(id) || LUCIDE_BARREL.test(id) || id.startsWith('\0vite/')) continue;
      appModules.add(id);
      const info = this.getModuleInfo(id);
      stack.push(...info.importedIds);
      if (!id.includes('node_modules') && info.code) stack.push(...lucideNames(info.code).map((name) => iconModules.get(name)));
    }
  },
};

/** Rolldown's `output.codeSplitting` for the client bundle (with the `appClosure` plugin). */
export const codeSplitting = {
  groups: [
    { name: 'stack', test: STACK, priority: 2 },
    // The closure is complete already; taking dependencies along would take
    // Vite's preload helper, and the boot script with it (see appClosure).
    { name: 'app', test: (id) => appModules.has(id), priority: 1, includeDependenciesRecursively: false },
    {
      name: 'shared',
      test: /[\\/]src[\\/](components|design|lib)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/,
      minShareCount: 6,
    },
  ],
};
