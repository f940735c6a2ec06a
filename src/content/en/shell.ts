/** The language switch and the colour scheme's toggle in English; the rest of every English page's shell is gathered in `src/content/shell.ts`. */
import type { ShellWords } from '../shell';

export const shellWords = {
  languageSwitch: { label: 'Choose language', current: 'Current language' },
  themeToggle: { label: 'Colour scheme', choices: { system: 'System', light: 'Light', dark: 'Dark' } },
} as const satisfies ShellWords;
