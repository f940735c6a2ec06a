/*
 * The marks by which the consent behaviour (src/site/consent/consentPrompts.ts)
 * finds the banner and the settings dialog in the prerendered page. Plain
 * constants in a module of their own: the components and the boot script
 * both import them, and the boot script must not import the components.
 */

/** Marks the banner's outermost element. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

/** Marks the element that holds the banner, which shows or hides it (`hidden`). */
export const CONSENT_SLOT_ATTRIBUTE = 'data-consent-slot';

/** Marks the settings dialog. */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';

/** Marks a category's switch in the dialog; the value is the category. */
export const CONSENT_CATEGORY_ATTRIBUTE = 'data-consent-category';

/** Marks the dialog's line that says when the stored choice was made (hidden on a first visit). */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

/** Marks where that line's date goes. */
export const CONSENT_STORED_DATE_ATTRIBUTE = 'data-consent-stored-date';

/**
 * Marks each button of the banner and the dialog, and any other button that
 * opens the settings, with the answer it gives: the consent integration's
 * method of that name, or `save` (the dialog's switches as they stand).
 */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';

const consentActions = ['acceptAll', 'rejectAll', 'openSettings', 'closeSettings', 'save'] as const;
export type ConsentAction = (typeof consentActions)[number];

export const isConsentAction = (value: unknown): value is ConsentAction => consentActions.includes(value as ConsentAction);

/** The attribute a consent button carries for `action`. */
export const consentActionProps = (action: ConsentAction) => ({ [CONSENT_ACTION_ATTRIBUTE]: action });
