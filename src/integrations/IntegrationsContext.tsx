import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConsentSnapshot, Integrations } from './types';
import { initialConsentSnapshot } from './consentConfig';

const IntegrationsContext = createContext<Integrations | null>(null);

export function IntegrationsProvider({ value, children }: { value: Integrations; children: ReactNode }) {
  return <IntegrationsContext.Provider value={value}>{children}</IntegrationsContext.Provider>;
}

/** The integrations handed down by the site (real) or a story (spies). */
export function useIntegrations(): Integrations {
  const integrations = useContext(IntegrationsContext);
  if (!integrations) throw new Error('useIntegrations needs an IntegrationsProvider above it');
  return integrations;
}

/** The visitor's consent; `unknown` on the server and in the first client render, so hydration matches. */
export function useConsent(): ConsentSnapshot {
  const { consent } = useIntegrations();
  return useSyncExternalStore(consent.subscribe, consent.getSnapshot, () => initialConsentSnapshot);
}
