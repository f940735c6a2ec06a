import { all, closestIn, listen, within, type Behaviour } from '../../components/behaviours/behaviour';
import type { ConsentCategory, ConsentChoice, ConsentSnapshot } from '../../integrations/types';
import { consentCategories } from '../../integrations/consentConfig';
import { formatterFor } from '../../lib/format';
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_CATEGORY_ATTRIBUTE, CONSENT_DIALOG_ATTRIBUTE, CONSENT_SLOT_ATTRIBUTE, CONSENT_STORED_ATTRIBUTE, CONSENT_STORED_DATE_ATTRIBUTE, isConsentAction } from '../../components/behaviours/consentMarks';
import { keepRoomBelow } from './bannerSlot';

/** The choice the dialog's switches show. */
function choiceOf(dialog: HTMLElement): ConsentChoice {
  const switchOf = (category: ConsentCategory) => dialog.querySelector<HTMLInputElement>(`input[${CONSENT_CATEGORY_ATTRIBUTE}="${category}"]`);
  return Object.fromEntries(consentCategories.map((category) => [category, switchOf(category)?.checked ?? false])) as ConsentChoice;
}

/** Sets the dialog's switches to the stored choice and says when it was stored. */
function fill(dialog: HTMLElement, snapshot: ConsentSnapshot, formatDate: (iso: string) => string) {
  for (const category of consentCategories) {
    const input = dialog.querySelector<HTMLInputElement>(`input[${CONSENT_CATEGORY_ATTRIBUTE}="${category}"]`);
    if (input) input.checked = snapshot.choice[category];
  }
  const stored = dialog.querySelector<HTMLElement>(`[${CONSENT_STORED_ATTRIBUTE}]`);
  const date = stored?.querySelector(`[${CONSENT_STORED_DATE_ATTRIBUTE}]`);
  if (!stored || !date) return;
  stored.hidden = snapshot.decidedAt === null;
  date.textContent = snapshot.decidedAt ? formatDate(snapshot.decidedAt) : '';
}

/**
 * The consent banner and the settings dialog, both in every prerendered
 * page: the banner shows while no valid choice exists (a first visit, a new
 * revision), with room kept below the page for it; the dialog (the
 * platform's modal `<dialog>`: focus moves in, stays in, returns) opens on
 * «Einstellungen», the footer's «Cookie-Einstellungen» or a page's own
 * button, on the stored choice. Every button carries its answer
 * (`data-consent-action`); Escape closes the dialog.
 */
export const consentPrompts: Behaviour = (root, { integrations: { consent }, locale }) => {
  const format = formatterFor(locale);
  let stopKeepingRoom: (() => void) | null = null;
  const dialogOf = () => within<HTMLDialogElement>(root, `dialog[${CONSENT_DIALOG_ATTRIBUTE}]`)[0];

  const show = () => {
    const snapshot = consent.getSnapshot();
    const bannerShown = snapshot.status === 'pending' && !snapshot.settingsOpen;
    for (const slot of within(root, `[${CONSENT_SLOT_ATTRIBUTE}]`)) slot.hidden = !bannerShown;
    const banner = within(root, `[${CONSENT_SLOT_ATTRIBUTE}] [${CONSENT_BANNER_ATTRIBUTE}]`)[0];
    if (bannerShown && banner && !stopKeepingRoom) stopKeepingRoom = keepRoomBelow(banner);
    if (!bannerShown && stopKeepingRoom) {
      stopKeepingRoom();
      stopKeepingRoom = null;
    }
    const dialog = dialogOf();
    if (!dialog) return;
    if (snapshot.settingsOpen && !dialog.open) {
      fill(dialog, snapshot, format.date);
      dialog.showModal();
    } else if (!snapshot.settingsOpen && dialog.open) {
      dialog.close();
    }
  };

  const stop = all(
    consent.subscribe(show),
    listen<MouseEvent>(root, 'click', (event) => {
      const action = closestIn(event, root, `[${CONSENT_ACTION_ATTRIBUTE}]`)?.getAttribute(CONSENT_ACTION_ATTRIBUTE);
      if (!isConsentAction(action)) return;
      if (action === 'save') {
        const dialog = dialogOf();
        if (dialog) consent.save(choiceOf(dialog));
      } else {
        consent[action]();
      }
    }),
    // Escape on the dialog: it closes through the consent state, as its close button does. (`cancel` does not bubble.)
    listen(
      root,
      'cancel',
      (event) => {
        if (!(event.target instanceof HTMLDialogElement) || !event.target.hasAttribute(CONSENT_DIALOG_ATTRIBUTE)) return;
        event.preventDefault();
        consent.closeSettings();
      },
      { capture: true },
    ),
    () => stopKeepingRoom?.(),
  );
  show();
  consent.start();
  return stop;
};
