import { useEffect, type ComponentType, type ReactNode } from 'react';
import { IntegrationsProvider } from '../integrations/IntegrationsContext';
import type { Integrations } from '../integrations/types';
import { ComponentLabelsProvider, type ComponentLabels } from '../components/ComponentLabels';
import { LocaleProvider } from '../lib/localeContext';
import type { Locale } from '../lib/locales';
import { AddressProvider } from '../lib/addressContext';
import type { AddressBar } from '../lib/address';

export interface IslandProvidersProps {
  integrations: Integrations;
  /** The page's language: what the formatter writes in and the integrations speak. */
  locale: Locale;
  /** The words the primitives say themselves, in the page's language. */
  labels: ComponentLabels;
  /** The page's address: the browser's, or the prerendered path. */
  address: AddressBar;
  children: ReactNode;
}

/**
 * What every island renders inside, on the server and in the browser alike,
 * so both render the same tree: the language, the primitives'
 * words, the integrations and the address. The prerendered page's tree has
 * the same around it (AppProviders).
 */
export function IslandProviders({ integrations, locale, labels, address, children }: IslandProvidersProps) {
  return (
    <LocaleProvider locale={locale}>
      <AddressProvider value={address}>
        <IntegrationsProvider value={integrations}>
          <ComponentLabelsProvider labels={labels}>{children}</ComponentLabelsProvider>
        </IntegrationsProvider>
      </AddressProvider>
    </LocaleProvider>
  );
}

/**
 * An island's component with its props, the same tree on the server and in
 * the browser; in the browser it tells `onHydrated` once React has hydrated
 * it and every control in it has its handlers.
 */
export function IslandTree({ component: Component, props, onHydrated }: { component: ComponentType<object>; props: object; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <Component {...props} />;
}
