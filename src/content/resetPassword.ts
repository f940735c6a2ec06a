/**
 * /de/reset-password: the page «Passwort vergessen?» on the login form leads
 * to. The site has no accounts of its own; a new password is set in the app.
 * The page checks the address by the login form's rule and forwards to the
 * app's reset page. The address does not go along (no URL, no storage, no
 * log), so the copy says plainly that the app asks for it again.
 * The links' targets are here; the e-mail field and its message come from
 * the login page's words; the rest each language words in
 * `src/content/words/resetPassword.json`.
 */
import type { Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';
import type { ValidationMessages } from '../lib/validation';
import { type FieldContent } from './login';
import type { LinkContent } from './types';
import { contentModule } from './contentModule';
import { operator } from './operator';

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

/** What a language writes for the reset page: every text; the e-mail field's label and its message are the login page's. */
export interface ResetPasswordWords {
  /** The label of the link back to the login page. */
  backLink: string;
  heading: string;
  /** May name the brand as `{brand}`. */
  lead: Template;
  facts: ReadonlyArray<string>;
  form: {
    heading: string;
    intro: string;
    /** The line under the e-mail field's label. */
    emailHint: string;
    submit: string;
    forwarding: string;
    /** `link` is the label of the link to the contact page. */
    help: { prompt: string; link: string };
  };
}

/** The module as each language writes it (src/content/words/resetPassword.json), for the registry (siteContent.ts). */
export const resetPasswordModule = contentModule(
  (
    { resetPasswordWords: words }: { resetPasswordWords: ResetPasswordWords },
    locale: Locale,
    needs: { login: { emailField: FieldContent; validationMessages: ValidationMessages } },
  ): { resetPasswordContent: ResetPasswordContent } => {
    const { form } = words;
    return {
      resetPasswordContent: {
        backLink: { label: words.backLink, to: localizedPagePaths.login[locale] },
        heading: words.heading,
        lead: fillIn(words.lead, { brand: operator.brand }),
        facts: words.facts,
        form: {
          heading: form.heading,
          intro: form.intro,
          email: { ...needs.login.emailField, hint: form.emailHint },
          errors: { invalidEmail: needs.login.validationMessages.invalidEmail },
          submit: form.submit,
          forwarding: form.forwarding,
          help: { prompt: form.help.prompt, link: { label: form.help.link, to: localizedPagePaths.contact[locale] } },
        },
      },
    };
  },
);
