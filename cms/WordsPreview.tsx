import { Component, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../src/design/theme';
import { themeCss } from '../src/design/themeStyles';
import { THEME_ATTRIBUTE } from '../src/design/themeChoice';
import { themeNames, type ThemeName } from '../src/design/tokens';
import { contentWithFileWords, pagesShowing, type WordsFile } from './wordsUsage';
import { defaultLocale, locales, localeSettings, type Locale } from '../src/lib/locales';
import { localizedPagePaths, type PageName } from '../src/lib/paths';
import { fixedAddressBar } from '../src/lib/address';
import { routeOf } from '../src/site/routes';
import { AppProviders } from '../src/site/AppProviders';
import { inertIntegrations } from '../src/integrations/inertIntegrations';
import type { PageModule } from '../src/pages/pageModule';
import { StoryRouter } from '../stories/support/StoryRouter';
import editorWords from './editorWords.json';

/** Where `npm run dev` serves the site. */
const DEV_SERVER = 'http://localhost:5173';

const ThemeColors = createGlobalStyle`${themeCss}`;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The language of the editor's left pane (`de`, `fr`), as the site's locale. */
function localeOfSegment(segment: unknown): Locale {
  return locales.find((locale) => localeSettings[locale].segment === segment) ?? defaultLocale;
}

/** While an edit leaves the words unusable (a text cleared), the preview says so and recovers with the next keystroke. */
class PreviewBoundary extends Component<{ words: unknown; children: ReactNode }, { error: Error | null; words: unknown }> {
  override state = { error: null as Error | null, words: this.props.words };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { words: unknown }, state: { words: unknown }) {
    return props.words === state.words ? null : { error: null, words: props.words };
  }

  override render() {
    if (this.state.error) return <p role="alert">{fill(editorWords.cannotShow, { error: this.state.error.message })}</p>;
    return this.props.children;
  }
}

/** One page's sections, in `locale`, from the words the editor holds now. */
function PageSections({ file, page, locale, words }: { file: WordsFile; page: PageName; locale: Locale; words: unknown }) {
  const route = routeOf(page, locale);
  const [module, setModule] = useState<PageModule | null>(null);
  useEffect(() => {
    let current = true;
    void route.load().then((loaded) => current && setModule(loaded as PageModule));
    return () => void (current = false);
  }, [route]);
  const content = contentWithFileWords(file, locale, words);
  const address = useMemo(() => fixedAddressBar(route.path), [route.path]);
  if (!module) return null;
  const { Page } = module;
  return (
    <StoryRouter href={route.path}>
      <AppProviders integrations={inertIntegrations} locale={locale} shell={content.shell.shell} address={address}>
        <main lang={locale}>
          <Page content={content.pages[page]} />
        </main>
      </AppProviders>
    </StoryRouter>
  );
}

/**
 * The preview of one words file, as the site draws it: the sections of a
 * page that shows the file's texts, with the design system's own
 * components and content composition (`compose`, as the stories and the
 * build), in the language of the editor's left pane, light or dark. Texts
 * every page shows (the header, the consent prompt, page titles) are no
 * page's sections: for those it says how to see them in `npm run dev`.
 */
export function wordsPreview(file: WordsFile): ComponentType<PreviewTemplateComponentProps> {
  return function WordsPreview(props) {
    const { entry, document: frame } = props;
    const locale = localeOfSegment((props as { locale?: string }).locale);
    const pages = pagesShowing(file);
    const [chosen, setChosen] = useState<PageName | null>(null);
    const [shownTheme, setTheme] = useState<ThemeName>('light');
    const page = chosen && pages.includes(chosen) ? chosen : pages[0];
    useLayoutEffect(() => frame.documentElement.setAttribute(THEME_ATTRIBUTE, shownTheme), [frame, shownTheme]);
    const words = (entry.get('data') as { toJS: () => unknown }).toJS();
    const url = `${DEV_SERVER}${page ? localizedPagePaths[page][locale] : `/${localeSettings[locale].segment}`}`;
    return (
      <StyleSheetManager target={frame.head}>
        <ThemeProvider theme={theme}>
          <ThemeColors />
          <div data-preview-bar style={{ padding: '0.75rem 1rem', font: '14px/1.4 system-ui, sans-serif', borderBottom: '1px solid #8886', display: 'grid', gap: '0.5rem' }}>
            <div role="group" aria-label={editorWords.themeLabel} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
              <strong>{editorWords.toolbar}</strong>
              {themeNames.map((name) => (
                <button key={name} type="button" aria-pressed={shownTheme === name} onClick={() => setTheme(name)}>
                  {editorWords.themes[name]}
                </button>
              ))}
              {pages.length > 1 && (
                <label>
                  {editorWords.pageLabel}{' '}
                  <select value={page} onChange={(event) => setChosen(event.target.value as PageName)}>
                    {pages.map((name) => (
                      <option key={name} value={name}>
                        {localizedPagePaths[name][locale]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <p style={{ margin: 0 }}>{page ? fill(editorWords.sectionsOnly, { page: localizedPagePaths[page][locale], url }) : fill(editorWords.nowhereHonest, { url })}</p>
          </div>
          {page && (
            <PreviewBoundary words={words}>
              <PageSections file={file} page={page} locale={locale} words={words} />
            </PreviewBoundary>
          )}
        </ThemeProvider>
      </StyleSheetManager>
    );
  };
}
