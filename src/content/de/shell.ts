/** What every German page needs besides its own content (see `src/content/shell.ts`). */
import type { ShellContent } from '../shell';
import { commonContent } from './common';
import { consentContent } from './consent';
import { footerNav, headerNav } from './navigation';
import { themeChoiceIcons } from '../themeToggle';

export const shell = {
  nav: headerNav,
  footer: footerNav,
  common: commonContent,
  languageSwitch: { label: 'Sprache wählen', current: 'Aktuelle Sprache' },
  themeToggle: { label: 'Farbschema', choices: { system: 'System', light: 'Hell', dark: 'Dunkel' }, icons: themeChoiceIcons },
  consent: consentContent,
} as const satisfies ShellContent;
