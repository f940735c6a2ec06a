/*
 * The marks of the login, signup and reset forms (AuthForm.tsx,
 * ResetPasswordForm.tsx), by which the behaviour `authForms`
 * (src/site/behaviours/authForms.ts) checks them on the prerendered page,
 * with no framework.
 */

/** On the `<form>`: which rules it follows, `login`, `signup` or `reset`. */
export const AUTH_FORM_ATTRIBUTE = 'data-auth-form';
/**
 * On the `<form>`: the app's page a valid submit leads to; nothing the
 * visitor typed goes along. Also on a button that only leads there (a
 * sign-in provider's).
 */
export const FORWARD_TO_ATTRIBUTE = 'data-forward-to';
/** On each input: the field it is (`email`, `password`, `confirmPassword`). */
export const AUTH_FIELD_ATTRIBUTE = 'data-auth-field';
/**
 * The messages of spec §5 on the `<form>`, one attribute each, named after
 * the error code (`data-invalid-email` is `dataset.invalidEmail`).
 */
export const messageAttributes = {
  invalidEmail: 'data-invalid-email',
  passwordTooShort: 'data-password-too-short',
  passwordsDiffer: 'data-passwords-differ',
} as const;
/** On the button that shows or hides every password field of its form. */
export const PASSWORD_TOGGLE_ATTRIBUTE = 'data-password-toggle';
/** On the reset form's notice (a polite status); its value is what it says after a valid submit. */
export const FORWARDING_NOTICE_ATTRIBUTE = 'data-forwarding-notice';
