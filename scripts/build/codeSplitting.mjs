import { importedIcons, LUCIDE_IMPORT } from './lucideImports.mjs';

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
// 3. The building blocks (components, design, lib, the icons) that five or
//    more of the 18 pages import travel with the app. In a chunk of their own
//    (as before, from six chunks on) every route loaded that chunk anyway, as
//    one more file. Measured November 2026 (Brotli plus 490 B of headers a
//    file, the heaviest route / all 18): 6 pages 118.7 / 1993.6 kB, 5 pages
//    118.5 / 1992.5 kB, 4 pages 118.9 / 1994.3 kB. What fewer pages share
//    stays in chunks Rolldown makes per set of pages.
// 4. A tiny building block (under 650 characters of code: an icon, a
//    one-line component or helper) that two to four pages share travels with
//    the app too. In a chunk of its own, each of those pages paid about
//    0.5 kB of headers for a file of 0.2 kB. Measured November 2026, with the
//    theme toggle in the header (Brotli plus headers, the heaviest route /
//    all 36 routes / the app): none 120.0 / 4034.7 / 100.0 kB; 650 characters
//    119.3 / 4030.3 / 100.2 kB (ProseColumn, ArrowRight, ArrowLeft, the
//    build date and the structured-data helper join); 800 characters
//    118.8 / 4028.4 / 100.3 kB, but every route paid 0.3 kB for blocks few
//    use, which took the cookie policy past #41's 1 kB.

/**
 * Module ids the `app` group puts in the app's chunk, recorded by
 * `appClosure` before Rolldown groups the chunks.
 */
const appModules = new Set();

/** src/stack.ts and what it brings: React, React DOM, the scheduler, the router, styled-components with stylis and tslib. */
const STACK = /[\\/]src[\\/]stack\.ts$|[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|tslib)[\\/]/;

/** The site's building blocks: primitives, tokens, pure logic, icons. */
const BUILDING_BLOCK = /[\\/]src[\\/](components|design|lib)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;

/** A building block this many pages import travels with the app (see 3. above). */
const SHARED_BY_PAGES = 5;

/** A building block this small (characters of its code before minifying) travels with the app once two pages import it (see 4. above). */
const SMALL_MODULE_CHARS = 650;

const LUCIDE_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The icons a module's code imports from lucide-react, by lucide's names. */
const lucideNames = (code) => [...code.matchAll(LUCIDE_IMPORT)].flatMap(([, list]) => importedIcons(list).map((icon) => icon.exported));

/**
 * A Vite plugin for the client build: once the module graph is complete,
 * records for the `app` group every module src/entry-client.tsx imports
 * statically, and the building blocks five or more pages import (which
 * every page would load anyway, in a file of its own). lucide's index re-exports
 * all 1,600 icons, so its imports are not followed; the icons a module
 * names are taken instead. Vite's preload helper stays out: src/boot.ts
 * uses it too, and would import the app before the first paint.
 */
export const appClosure = {
  name: 'site-app-closure',
  buildEnd() {
    appModules.clear();
    const ids = [...this.getModuleIds()];
    const find = (pattern) => ids.find((id) => pattern.test(id));
    const entry = find(/[\\/]src[\\/]entry-client\.tsx$/);
    const routes = find(/[\\/]src[\\/]site[\\/]routes\.ts$/);
    const boot = find(/[\\/]src[\\/]boot\.ts$/);
    if (!entry || !routes || !boot) throw new Error('codeSplitting: src/boot.ts, src/entry-client.tsx or src/site/routes.ts is not in the client build');
    // Each icon's export name → its module, from the index's `export { default as ChevronDown, … } from './icons/chevron-down.mjs'`.
    const iconModules = new Map();
    const barrel = find(LUCIDE_BARREL);
    if (barrel) {
      const icons = new Map(this.getModuleInfo(barrel).importedIds.map((id) => [id.slice(id.lastIndexOf('/icons/') + 7), id]));
      for (const [, names, file] of this.getModuleInfo(barrel).code.matchAll(/export\s*{([^}]*)}\s*from\s*["']\.\/icons\/([^"']+)["']/g)) {
        for (const name of names.split(',')) iconModules.set(name.trim().split(/\s+as\s+/).at(-1), icons.get(file));
      }
    }
    const closure = (start) => {
      const seen = new Set();
      const stack = [start];
      while (stack.length > 0) {
        const id = stack.pop();
        // The index stays out: a group takes a module's imports along.
        if (!id || seen.has(id) || LUCIDE_BARREL.test(id) || id.startsWith('\0vite/')) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        stack.push(...info.importedIds);
        if (!id.includes('node_modules') && info.code) stack.push(...lucideNames(info.code).map((name) => iconModules.get(name)));
      }
      return seen;
    };
    // What the boot script imports itself (the cookie's name, the banner's
    // marks) stays in its chunk, which the app then imports: in the app's
    // chunk, the boot script would import the app before the first paint.
    const bootModules = closure(boot);
    for (const id of closure(entry)) if (!bootModules.has(id)) appModules.add(id);
    const pagesUsing = new Map();
    for (const page of this.getModuleInfo(routes).dynamicallyImportedIds) {
      for (const id of closure(page)) if (BUILDING_BLOCK.test(id)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
    }
    // A small building block two to four pages share travels with the app as well: in a file of its own, its response headers cost more than its bytes (see 4. above).
    const small = (id) => (this.getModuleInfo(id).code?.length ?? Infinity) <= SMALL_MODULE_CHARS;
    for (const [id, pages] of pagesUsing) if (pages >= SHARED_BY_PAGES || (pages >= 2 && small(id))) appModules.add(id);
  },
};

/** Rolldown's `output.codeSplitting` for the client bundle (with the `appClosure` plugin). */
export const codeSplitting = {
  groups: [
    { name: 'stack', test: STACK, priority: 2 },
    // The modules are complete already; taking dependencies along would take
    // Vite's preload helper, and the boot script with it (see appClosure).
    { name: 'app', test: (id) => appModules.has(id), priority: 1, includeDependenciesRecursively: false },
  ],
};
