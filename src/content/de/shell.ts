/** What every German page needs besides its own content (see `src/content/shell.ts`). */
import type { ShellContent } from '../shell';
import { commonContent } from './common';
import { footerNav, headerNav } from './navigation';

export const shell = {
  nav: headerNav,
  footer: footerNav,
  common: commonContent,
  languageSwitch: { label: 'Sprache wählen', current: 'Aktuelle Sprache' },
} as const satisfies ShellContent;
