import { localeSettings, locales, type Locale } from '../lib/locales';
import { homePathOf } from '../lib/paths';
import type { LanguageOption } from './LanguageSwitch';
import { switchedHref, type SiteRoute } from './siteRoute';

/**
 * The same page in every language the site has, for the language switch:
 * the page of `route` (each language's home page where there is none),
 * keeping what `search` holds where it means the same there.
 */
export function languageOptions(route: SiteRoute | undefined, search: string, locale: Locale): LanguageOption[] {
  return locales.map((option) => ({
    locale: option,
    name: localeSettings[option].name,
    short: localeSettings[option].short,
    href: route ? switchedHref(route, option, search) : homePathOf(option),
    current: option === locale,
  }));
}
