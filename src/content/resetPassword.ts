/**
 * /de/reset-password: the page «Passwort vergessen?» on the login form leads
 * to. The site has no accounts of its own; a new password is set in the app.
 * The page checks the address by the login form's rule and forwards to the
 * app's reset page. The address does not go along (no URL, no storage, no
 * log), so the copy says plainly that the app asks for it again.
 */
import { type FieldContent } from './login';
import type { LinkContent } from './types';
import type { ValidationMessages } from '../lib/validation';
import { contentModule } from './contentModule';

/** Everything the reset form says. */
export interface ResetPasswordFormContent {
  /** Names the form (an h2 inside the card). */
  heading: string;
  intro: string;
  email: FieldContent;
  /** The login form's message for an invalid address, word for word (spec §5). */
  errors: Pick<ValidationMessages, 'invalidEmail'>;
  submit: string;
  /** Announced once a valid submit starts the forwarding to the app. */
  forwarding: string;
  /** The way out for a visitor who can no longer read that mailbox. */
  help: { prompt: string; link: LinkContent };
}

export interface ResetPasswordContent {
  backLink: LinkContent;
  heading: string;
  lead: string;
  /** What happens to the address, said beside the form. */
  facts: ReadonlyArray<string>;
  form: ResetPasswordFormContent;
}

/** The module as each language writes it (src/content/<segment>/resetPassword.ts), for the registry (siteContent.ts). */
export const resetPasswordModule = contentModule((words: { resetPasswordContent: ResetPasswordContent }) => words);
