import { useEffect } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import { consentContent } from '../../content/consent';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';

/**
 * Reads the stored choice once the page is interactive, shows the banner
 * while no valid choice exists (first visit, new revision) and the settings
 * dialog when the visitor asks for it.
 */
export function ConsentManager() {
  const { consent } = useIntegrations();
  const snapshot = useConsent();

  useEffect(() => {
    consent.start();
  }, [consent]);

  return (
    <>
      {snapshot.status === 'pending' && !snapshot.settingsOpen && (
        <ConsentBanner content={consentContent.banner} onAcceptAll={consent.acceptAll} onRejectAll={consent.rejectAll} onOpenSettings={consent.openSettings} />
      )}
      {snapshot.settingsOpen && (
        <ConsentSettingsDialog
          content={consentContent.settings}
          categories={consentContent.categories}
          choice={snapshot.choice}
          decidedAt={snapshot.decidedAt}
          onSave={consent.save}
          onAcceptAll={consent.acceptAll}
          onRejectAll={consent.rejectAll}
          onClose={consent.closeSettings}
        />
      )}
    </>
  );
}
