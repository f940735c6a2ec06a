import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ComponentLabelsProvider } from '../../src/components/ComponentLabels';
import { LocaleProvider } from '../../src/lib/localeContext';
import { defaultLocale, localeSettings, type Locale } from '../../src/lib/locales';
import { findRoute } from '../../src/site/routes';
import { localizedPagePaths } from '../../src/lib/paths';
import { ShellContentProvider } from '../../src/site/ShellContext';
import { AddressProvider } from '../../src/lib/addressContext';
import { startStoryAt, storyAddressBar } from './storyAddress';
import { isStoryLanguage, siteLocaleOf, storyContentFor, type StoryLanguage } from './storyContent';
import { inLanguage } from './contentTranslations';
import { StoryRouter } from './StoryRouter';


/*
 * The toolbar's language. Every story is written once, with German content
 * and a play function that acts like a German-speaking visitor; the
 * preview shows it in the toolbar's language (stories/support/
 * contentTranslations.ts swaps its args). A play function still acts in
 * its own language (German, or the story's `globals.locale`): while it
 * plays, the story shows in that language, and once it has played, the
 * state it reached shows in the toolbar's.
 */
export const LOCALE_GLOBAL = 'locale';

/** The language a play function is acting in, when it differs from the toolbar's; null otherwise. */
let playing: StoryLanguage | null = null;
const listeners = new Set<() => void>();

export const playLanguage = {
  set(locale: StoryLanguage | null) {
    if (playing === locale) return;
    playing = locale;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => playing,
};

/** The toolbar's language (or the pseudo-locale), or the story's own (`globals: { locale: 'fr-CH' }`). */
export function localeOfGlobals(globals: Record<string, unknown>): StoryLanguage {
  const locale = globals[LOCALE_GLOBAL];
  return isStoryLanguage(locale) ? locale : defaultLocale;
}

/** A site path (`/de/login?tab=signup#form`) as the same page's path in `locale`, query and fragment kept; any other path as it is. */
export function pathInLanguage(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const route = findRoute(pathname);
  return route ? `${localizedPagePaths[route.page][locale]}${rest}` : path;
}

/** The language the story shows in now (the toolbar's, or the play function's while it plays). */
const ShownLanguage = createContext<StoryLanguage>(defaultLocale);

/**
 * `value` (German content a story renders itself, outside its args) in the
 * language the story shows in, as the toolbar swaps a story's args.
 */
export function useInStoryLanguage<T>(value: T): T {
  return inLanguage(value, useContext(ShownLanguage));
}

/** The language the story shows in now, for story data that is not content and so not swapped with the args (a fixture per language). */
export function useStoryLanguage(): StoryLanguage {
  return useContext(ShownLanguage);
}

export interface StoryInLanguageProps {
  /** The toolbar's (or the story's) language, or the pseudo-locale. */
  locale: StoryLanguage;
  /** The route the story starts at, in German (`parameters.route`). */
  route: string;
  /** The story renders the route table's own router (`parameters.ownRouter`), so none is put around it. */
  ownRouter?: boolean;
  /** The story, given the language it shows in. */
  children: (locale: StoryLanguage) => ReactNode;
}

/**
 * The language, shell and route a story renders with: the toolbar's
 * language, unless a play function is acting in another; the story's
 * route in that language, in the route table's router (StoryRouter).
 */
export function StoryInLanguage({ locale, route, ownRouter = false, children }: StoryInLanguageProps) {
  const shown = useSyncExternalStore(playLanguage.subscribe, playLanguage.get) ?? locale;
  const site = siteLocaleOf(shown);
  const { shell } = storyContentFor(shown).shell;
  // The document's language, as the site's pages declare theirs: it decides hyphenation and what a screen reader speaks.
  useLayoutEffect(() => {
    document.documentElement.lang = localeSettings[site].lang;
  }, [site]);
  // The story starts at its route, in the language it shows in, before it renders (an island reads the address as it
  // mounts); again when the language changes or the story mounts afresh, not when it renders again with new args.
  const start = pathInLanguage(route, site);
  useMemo(() => startStoryAt(start), [start]);
  return (
    <LocaleProvider locale={site}>
      <ShellContentProvider value={shell}>
        <AddressProvider value={storyAddressBar}>
          <ComponentLabelsProvider labels={shell.common}>
            <ShownLanguage.Provider value={shown}>
              {ownRouter ? children(shown) : <StoryRouter href={start}>{children(shown)}</StoryRouter>}
            </ShownLanguage.Provider>
          </ComponentLabelsProvider>
        </AddressProvider>
      </ShellContentProvider>
    </LocaleProvider>
  );
}
