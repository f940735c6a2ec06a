import { consentCookie } from '../../content/consentCookie';

/**
 * Whether the browser holds a stored consent choice at all, valid or not
 * (the engine decides). Its own module: the boot script asks too, and
 * imports no more than this.
 */
export const consentChoiceStored = (): boolean =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${consentCookie.name}=`));
