/** Built by the `used-icons` plugin in .storybook/main.ts from the lucide imports under src/. */
declare module 'virtual:used-icons' {
  import type { LucideIcon } from 'lucide-react';
  /** Each icon the site imports, by its lucide name. */
  export const icons: Readonly<Record<string, LucideIcon>>;
  /** Each icon's name with the files that import it, sorted by name. */
  export const usage: ReadonlyArray<[string, string[]]>;
}
