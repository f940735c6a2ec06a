/**
 * What every page of one language needs besides its own content: the
 * header, menus and footer, the primitives' words, the consent banner, the
 * language switch and the colour scheme's toggle. It gathers the modules
 * composed before it; a language writes only the switch's and the toggle's
 * words (`src/content/words/shell.json`). A page's title comes with its
 * content.
 */
import type { LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '../design/themeChoice';
import type { CommonContent } from './common';
import type { ConsentContent } from './consent';
import type { FooterNavContent, HeaderNavContent } from './navigation';
import type { BlogContent, BlogLabels } from './blog';
import { contentModule } from './contentModule';
import { themeChoiceIcons } from './themeToggle';

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
  /** The language's feed of the blog, which every page's head names so that a feed reader finds it from any page. */
  feed: BlogLabels['feed'];
}

/** What a language writes for the shell: the language switch's and the colour scheme toggle's words; the rest comes from the modules it gathers. */
export interface ShellWords {
  languageSwitch: LanguageSwitchContent;
  themeToggle: Omit<ThemeToggleContent, 'icons'>;
}

/** What the shell gathers: the modules composed before it, in the same language. */
interface ShellNeeds {
  common: { commonContent: CommonContent };
  consent: { consentContent: ConsentContent };
  navigation: { headerNav: HeaderNavContent; footerNav: FooterNavContent };
  blog: { blogContent: BlogContent };
}

/** The module as each language writes it (src/content/words/shell.json), for the registry (siteContent.ts). */
export const shellModule = contentModule(({ shellWords: words }: { shellWords: ShellWords }, _locale, needs: ShellNeeds): { shell: ShellContent } => ({
  shell: {
    nav: needs.navigation.headerNav,
    footer: needs.navigation.footerNav,
    common: needs.common.commonContent,
    languageSwitch: words.languageSwitch,
    themeToggle: { ...words.themeToggle, icons: themeChoiceIcons },
    consent: needs.consent.consentContent,
    feed: needs.blog.blogContent.labels.feed,
  },
}));
