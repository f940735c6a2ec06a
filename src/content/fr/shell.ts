/** What every French page needs besides its own content (see `src/content/shell.ts`). */
import type { ShellContent } from '../shell';
import { commonContent } from './common';
import { consentContent } from './consent';
import { footerNav, headerNav } from './navigation';
import { themeChoiceIcons } from '../themeToggle';

export const shell = {
  nav: headerNav,
  footer: footerNav,
  common: commonContent,
  languageSwitch: { label: 'Choisir la langue', current: 'Langue actuelle' },
  themeToggle: { label: 'Thème', choices: { system: 'Système', light: 'Clair', dark: 'Sombre' }, icons: themeChoiceIcons },
  consent: consentContent,
} as const satisfies ShellContent;
