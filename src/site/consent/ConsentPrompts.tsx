import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import type { ConsentContent } from '../../content/consent';
import type { ConsentIntegration, ConsentSnapshot } from '../../integrations/types';

/*
 * The banner and the settings dialog: a chunk of its own, which
 * ConsentManager loads when the settings open, and for the banner only where
 * the page was not prerendered with it (the dev server, Storybook).
 */
export { ConsentBanner } from './ConsentBanner';

export interface ConsentSettingsProps {
  /** The settings' words in the page's language, with the service list. */
  content: ConsentContent;
  /** The visitor's choice as the engine read it. */
  snapshot: ConsentSnapshot;
  consent: ConsentIntegration;
}

/** The settings dialog, opened on the stored choice, its answers going to the consent engine. */
export function ConsentSettings({ content, snapshot, consent }: ConsentSettingsProps) {
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
