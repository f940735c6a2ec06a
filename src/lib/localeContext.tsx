import { createContext, useContext, type ReactNode } from 'react';
import { formatterFor, type Formatter } from './format';
import { defaultLocale, type Locale } from './locales';

/*
 * The language of what is being rendered, for what a component writes
 * itself rather than receives as words: figures, prices and dates, through
 * the one formatter. The site provides the page's language, Storybook the
 * toolbar's. Components never choose a language; they format in this one.
 */
const LocaleContext = createContext<Locale>(defaultLocale);

/** Renders its children in one language. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language being rendered. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The formatter of the language being rendered. */
export function useFormatter(): Formatter {
  return formatterFor(useLocale());
}
