/**
 * What every preview of the editor is drawn in (cms/WordsPreview.tsx,
 * cms/ArticlePreview.tsx): the preview's frame with the site's styles and
 * colours and a bar to choose light or dark, and a page of the site drawn
 * by its own page component, as the route renders it.
 */
import { Component, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../src/design/theme';
import { themeCss } from '../src/design/themeStyles';
import { THEME_ATTRIBUTE } from '../src/design/themeChoice';
import { themeNames, type ThemeName } from '../src/design/tokens';
import { defaultLocale, locales, localeSettings, type Locale } from '../src/lib/locales';
import type { PageName } from '../src/lib/paths';
import { fixedAddressBar } from '../src/lib/address';
import { routeOf } from '../src/site/routes';
import { AppProviders } from '../src/site/AppProviders';
import { inertIntegrations } from '../src/integrations/inertIntegrations';
import type { PageContent } from '../src/content/pageContent';
import type { ShellContent } from '../src/content/shell';
import type { PageModule } from '../src/pages/pageModule';
import { StoryRouter } from '../stories/support/StoryRouter';
import editorWords from './editorWords.json';

/** Where `npm run dev` serves the site. */
export const DEV_SERVER = 'http://localhost:5173';

const ThemeColors = createGlobalStyle`${themeCss}`;

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The language of the editor's left pane (`de`, `fr`), as the site's locale. */
export function localeOfSegment(segment: unknown): Locale {
  return locales.find((locale) => localeSettings[locale].segment === segment) ?? defaultLocale;
}

/** While an edit leaves the preview unable to draw (a text cleared), it says so and recovers with the next keystroke. */
export class PreviewBoundary extends Component<{ data: unknown; children: ReactNode }, { error: Error | null; data: unknown }> {
  override state = { error: null as Error | null, data: this.props.data };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { data: unknown }, state: { data: unknown }) {
    return props.data === state.data ? null : { error: null, data: props.data };
  }

  override render() {
    if (this.state.error) return <p role="alert">{fill(editorWords.cannotShow, { error: this.state.error.message })}</p>;
    return this.props.children;
  }
}

/**
 * The preview's frame: the site's styles written into its head, both
 * themes' colours, a bar with the theme's choice and `bar` (what the
 * preview says), then the preview itself.
 */
export function PreviewFrame({ frame, bar, children }: { frame: Document; bar: ReactNode; children: ReactNode }) {
  const [shownTheme, setTheme] = useState<ThemeName>('light');
  useLayoutEffect(() => frame.documentElement.setAttribute(THEME_ATTRIBUTE, shownTheme), [frame, shownTheme]);
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
          </div>
          {bar}
        </div>
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

/** One page of the site in `locale`, drawn by the component its route renders, from `content`. */
export function SitePage({ page, locale, content, shell }: { page: PageName; locale: Locale; content: PageContent<PageName>; shell: ShellContent }) {
  const route = routeOf(page, locale);
  const [module, setModule] = useState<PageModule | null>(null);
  useEffect(() => {
    let current = true;
    void route.load().then((loaded) => current && setModule(loaded as PageModule));
    return () => void (current = false);
  }, [route]);
  const address = useMemo(() => fixedAddressBar(route.path), [route.path]);
  if (!module) return null;
  const { Page } = module;
  return (
    <StoryRouter href={route.path}>
      <AppProviders integrations={inertIntegrations} locale={locale} shell={shell} address={address}>
        <main lang={locale}>
          <Page content={content} />
        </main>
      </AppProviders>
    </StoryRouter>
  );
}
