import { lazy, Suspense, useEffect } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';

const ConsentPrompts = lazy(() => import('./ConsentPrompts').then((module) => ({ default: module.ConsentPrompts })));

/**
 * Reads the stored choice once the page is interactive, shows the banner
 * while no valid choice exists (first visit, new revision) and the settings
 * dialog when the visitor asks for it. Both load when first needed.
 */
export function ConsentManager() {
  const { consent } = useIntegrations();
  const snapshot = useConsent();

  useEffect(() => {
    consent.start();
  }, [consent]);

  if (snapshot.status !== 'pending' && !snapshot.settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompts snapshot={snapshot} consent={consent} />
    </Suspense>
  );
}
