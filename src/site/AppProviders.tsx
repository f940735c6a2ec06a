import type { ReactNode } from 'react';
import { GlobalStyle } from '../design/GlobalStyle';
import type { Integrations } from '../integrations/types';
import type { ShellContent } from '../content/shell';
import type { Locale } from '../lib/locales';
import type { AddressBar } from '../lib/address';
import { ShellContentProvider } from './ShellContext';
import { IslandProviders } from './IslandProviders';

export interface AppProvidersProps {
  integrations: Integrations;
  /** The page's language: what the formatter writes in and the integrations speak. */
  locale: Locale;
  /** The language's shell content: navigation, the primitives' words, every page's title. */
  shell: ShellContent;
  /** The page's address: the prerendered path. */
  address: AddressBar;
  children: ReactNode;
}

/** What the prerenderer renders a whole page inside: the islands' providers, the global style and the shell's words. */
export function AppProviders({ integrations, locale, shell, address, children }: AppProvidersProps) {
  return (
    <IslandProviders integrations={integrations} locale={locale} labels={shell.common} address={address}>
      <GlobalStyle />
      <ShellContentProvider value={shell}>{children}</ShellContentProvider>
    </IslandProviders>
  );
}
