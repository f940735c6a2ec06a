/** The language switch and the colour scheme's toggle in Italian; the rest of every Italian page's shell is gathered in `src/content/shell.ts`. */
import type { ShellWords } from '../shell';

export const shellWords = {
  languageSwitch: { label: 'Scegliere la lingua', current: 'Lingua attuale' },
  themeToggle: { label: 'Tema dei colori', choices: { system: 'Sistema', light: 'Chiaro', dark: 'Scuro' } },
} as const satisfies ShellWords;
