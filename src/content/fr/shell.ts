/** The language switch and the colour scheme's toggle in French; the rest of every French page's shell is gathered in `src/content/shell.ts`. */
import type { ShellWords } from '../shell';

export const shellWords = {
  languageSwitch: { label: 'Choisir la langue', current: 'Langue actuelle' },
  themeToggle: { label: 'Thème', choices: { system: 'Système', light: 'Clair', dark: 'Sombre' } },
} as const satisfies ShellWords;
