/** The language switch and the colour scheme's toggle in German; the rest of every German page's shell is gathered in `src/content/shell.ts`. */
import type { ShellWords } from '../shell';

export const shellWords = {
  languageSwitch: { label: 'Sprache wählen', current: 'Aktuelle Sprache' },
  themeToggle: { label: 'Farbschema', choices: { system: 'System', light: 'Hell', dark: 'Dunkel' } },
} as const satisfies ShellWords;
