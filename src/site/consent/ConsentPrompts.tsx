import type { ConsentContent } from '../../content/consent';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import { CONSENT_SLOT_ATTRIBUTE } from '../../components/behaviours/consentMarks';

export interface ConsentPromptsProps {
  /** The banner's and the settings' words in the page's language, with the service list. */
  content: ConsentContent;
}

/**
 * The banner and the settings dialog, in every page: the banner in a slot
 * that stays hidden until the consent behaviour finds no valid choice, the
 * dialog closed until it is asked for (src/site/consent/consentPrompts.ts).
 */
export function ConsentPrompts({ content }: ConsentPromptsProps) {
  return (
    <>
      <div hidden {...{ [CONSENT_SLOT_ATTRIBUTE]: '' }}>
        <ConsentBanner content={content.banner} />
      </div>
      <ConsentSettingsDialog content={content.settings} categories={content.categories} />
    </>
  );
}
