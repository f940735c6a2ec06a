import { contentFor, type SiteContent } from '../../src/content/siteContent';
import { defaultLocale, isLocale, type Locale } from '../../src/lib/locales';
import { PSEUDO, pseudoContent, type Pseudo } from './pseudoLocale';

/** What a story can be shown in: a language of the site, or the tests' pseudo-locale. */
export type StoryLanguage = Locale | Pseudo;

export function isStoryLanguage(value: unknown): value is StoryLanguage {
  return value === PSEUDO || isLocale(value);
}

/** The site's language whose paths, formats and `lang` a story in `language` takes: the pseudo-locale writes like the default. */
export function siteLocaleOf(language: StoryLanguage): Locale {
  return language === PSEUDO ? defaultLocale : language;
}

/** The content a story in `language` shows. */
export function storyContentFor(language: StoryLanguage): SiteContent {
  return language === PSEUDO ? pseudoContent() : contentFor(language);
}
