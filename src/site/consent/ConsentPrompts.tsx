import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import { consentContent } from '../../content/consent';
import type { ConsentIntegration, ConsentSnapshot } from '../../integrations/types';

export interface ConsentPromptsProps {
  /** The visitor's choice as the engine read it, and whether the settings are open. */
  snapshot: ConsentSnapshot;
  consent: ConsentIntegration;
}

/**
 * The banner while no valid choice exists, the settings dialog while the
 * visitor has it open. Its own chunk with their words and the service list
 * (ConsentManager loads it only when one of them shows): most visits show
 * neither, and no page needs them for its first paint.
 */
export function ConsentPrompts({ snapshot, consent }: ConsentPromptsProps) {
  if (snapshot.settingsOpen) {
    return (
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
    );
  }
  if (snapshot.status !== 'pending') return null;
  return <ConsentBanner content={consentContent.banner} onAcceptAll={consent.acceptAll} onRejectAll={consent.rejectAll} onOpenSettings={consent.openSettings} />;
}
