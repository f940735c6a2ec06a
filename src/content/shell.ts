/**
 * What every page of one language needs besides its own content: the
 * header, menus and footer, the primitives' words and the language switch.
 * One module per language (`src/content/<lang>/shell.ts`); a page loads
 * only its own language's. A page's title comes with its content, the
 * consent banner's and dialog's words apart, once they show.
 */
import type { CommonContent } from './common';
import type { FooterNavContent, HeaderNavContent } from './navigation';

/** The language switch in the header and the mobile menu. */
export interface LanguageSwitchContent {
  /** The switch's accessible name: «Sprache wählen». */
  label: string;
  /** Announced with the current language: «Aktuelle Sprache». */
  current: string;
}

export interface ShellContent {
  nav: HeaderNavContent;
  footer: FooterNavContent;
  common: CommonContent;
  languageSwitch: LanguageSwitchContent;
}
