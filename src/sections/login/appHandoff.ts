import { operator } from '../../content/operator';

/*
 * The site has no accounts of its own: a valid login, signup or reset form
 * forwards the visitor to the app, where they sign in, register or reset
 * their password. Neither the password nor the e-mail goes along — not in
 * the URL, not in storage, not in a log — so the app asks again, and the
 * pages say so. What the panels do unless a story hands in spies.
 */

export const goToAppLogin = () => window.location.assign(operator.app.login);
export const goToAppRegistration = () => window.location.assign(operator.app.register);
export const goToAppReset = () => window.location.assign(operator.app.resetPassword);
