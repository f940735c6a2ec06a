// How the build reads a module's icon imports: `import { A, B as C } from 'lucide-react'`.
// Used by codeSplitting.mjs (which icons the app names) and contentIcons.mjs
// (which icons a content module names).

/** A value import from lucide-react, with its list of names; `import type { … }` does not match. */
export const LUCIDE_IMPORT = /import\s*{([^}]*)}\s*from\s*['"]lucide-react['"];?/g;

/** The icons of one import's list: lucide's export name and the module's local name, without `type` entries. */
export function importedIcons(list) {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !entry.startsWith('type '))
    .map((entry) => {
      const [exported, local = exported] = entry.split(/\s+as\s+/);
      return { exported, local };
    });
}
