import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../design/theme';
import { GlobalStyle } from '../design/GlobalStyle';
import { IntegrationsProvider } from '../integrations/IntegrationsContext';
import type { Integrations } from '../integrations/types';
import { ComponentLabelsProvider } from '../components/ComponentLabels';
import type { ShellContent } from '../content/shell';
import { LocaleProvider } from '../lib/localeContext';
import type { Locale } from '../lib/locales';
import { ShellContentProvider } from './ShellContext';

export interface AppProvidersProps {
  integrations: Integrations;
  /** The page's language: what the formatter writes in and the integrations speak. */
  locale: Locale;
  /** The language's shell content: navigation, the primitives' words, every page's title. */
  shell: ShellContent;
  children: ReactNode;
}

/** Theme, global style, language, shell content and integrations, shared by the client and the prerenderer. */
export function AppProviders({ integrations, locale, shell, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LocaleProvider locale={locale}>
        <ShellContentProvider value={shell}>
          <IntegrationsProvider value={integrations}>
            <ComponentLabelsProvider labels={shell.common}>{children}</ComponentLabelsProvider>
          </IntegrationsProvider>
        </ShellContentProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
