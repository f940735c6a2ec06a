import { localeSettings, locales, type Locale } from '../lib/locales';
import { homePathOf } from '../lib/paths';
import type { LanguageOption } from './LanguageSwitch';
import { findRoute, switchedHref } from './routes';

/**
 * The same page in every language the site has, for the language switch:
 * from the address `pathname` (a home page where the address is none of
 * the site's), keeping what `search` holds where it means the same there.
 */
export function languageOptions(pathname: string, search: string, locale: Locale): LanguageOption[] {
  const route = findRoute(pathname);
  return locales.map((option) => ({
    locale: option,
    name: localeSettings[option].name,
    short: localeSettings[option].short,
    href: route ? switchedHref(route, option, search) : homePathOf(option),
    current: option === locale,
  }));
}
