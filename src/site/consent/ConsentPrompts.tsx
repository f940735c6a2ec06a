import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import type { ConsentContent } from '../../content/consent';
import type { ConsentIntegration, ConsentSnapshot } from '../../integrations/types';

export interface ConsentPromptsProps {
  /** The banner's and the settings' words in the page's language, with the service list. */
  content: ConsentContent;
  /** The visitor's choice as the engine read it, and whether the settings are open. */
  snapshot: ConsentSnapshot;
  consent: ConsentIntegration;
}

/**
 * The banner while no valid choice exists, the settings dialog while the
 * visitor has it open. Its own chunk, and their words and the service list
 * another per language (ConsentManager loads both only when one of them
 * shows): a returning visitor sees neither, and no page needs them for its
 * first paint.
 */
export function ConsentPrompts({ content, snapshot, consent }: ConsentPromptsProps) {
  if (snapshot.settingsOpen) {
    return (
      <ConsentSettingsDialog
        content={content.settings}
        categories={content.categories}
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
  return <ConsentBanner content={content.banner} onAcceptAll={consent.acceptAll} onRejectAll={consent.rejectAll} onOpenSettings={consent.openSettings} />;
}
