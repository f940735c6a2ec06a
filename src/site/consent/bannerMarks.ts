import type { ConsentIntegration } from '../../integrations/types';

/** Marks the banner's outermost element, prerendered or not. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

/** Marks the element that holds the banner, which shows or hides it (`hidden`). */
export const CONSENT_SLOT_ATTRIBUTE = 'data-consent-slot';

/**
 * Marks each of the banner's buttons with the answer it gives: the consent
 * integration's method of that name. The banner itself is plain markup, so
 * the page keeps it as prerendered; ConsentManager answers the clicks that
 * reach its slot.
 */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';

export type ConsentAction = keyof Pick<ConsentIntegration, 'acceptAll' | 'rejectAll' | 'openSettings'>;

/** The attribute a banner button carries for `action`. */
export const consentActionProps = (action: ConsentAction) => ({ [CONSENT_ACTION_ATTRIBUTE]: action });

/** Gives the answer of the marked button a click landed on, if it landed on one. */
export function answerConsentClick(target: EventTarget | null, consent: ConsentIntegration) {
  const action = target instanceof Element ? target.closest(`[${CONSENT_ACTION_ATTRIBUTE}]`)?.getAttribute(CONSENT_ACTION_ATTRIBUTE) : null;
  if (action === 'acceptAll' || action === 'rejectAll' || action === 'openSettings') consent[action]();
}
