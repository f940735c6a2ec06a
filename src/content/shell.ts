/**
 * What every page of one language needs besides its own content: the
 * header, menus and footer, the primitives' words, the language switch and
 * the colour scheme's toggle.
 * One module per language (`src/content/<lang>/shell.ts`); a page loads
 * only its own language's. A page's title comes with its content.
 */
import type { LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '../design/themeChoice';
import type { CommonContent } from './common';
import type { ConsentContent } from './consent';
import type { FooterNavContent, HeaderNavContent } from './navigation';
import { contentModule } from './contentModule';

/** The language switch in the header and the mobile menu. */
export interface LanguageSwitchContent {
  /** The switch's accessible name: «Sprache wählen». */
  label: string;
  /** Announced with the current language: «Aktuelle Sprache». */
  current: string;
}

/** The colour scheme's toggle in the header and the mobile menu. */
export interface ThemeToggleContent {
  /** The control's name: «Farbschema». */
  label: string;
  /** Each choice's word: «System», «Hell», «Dunkel». */
  choices: Readonly<Record<ThemeChoice, string>>;
  /** Each choice's icon, the same in every language (src/content/themeToggle.ts). */
  icons: Readonly<Record<ThemeChoice, LucideIcon>>;
}

export interface ShellContent {
  nav: HeaderNavContent;
  footer: FooterNavContent;
  common: CommonContent;
  languageSwitch: LanguageSwitchContent;
  themeToggle: ThemeToggleContent;
  /** The consent banner's and settings' words, with the service list: every page carries both. */
  consent: ConsentContent;
}

/** The module as each language writes it (src/content/<segment>/shell.ts), for the registry (siteContent.ts). */
export const shellModule = contentModule((words: { shell: ShellContent }) => words);
