/**
 * /de/login: the login and signup forms, the social sign-in and the strip of
 * sample customers' logos. The pages the links lead to, the providers, the
 * logos' files and the password rule are here; what each language says is
 * in `src/content/words/login.json`, which also words the e-mail field and
 * the validation messages the reset page reuses.
 */
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';
import { PASSWORD_MIN_LENGTH, type AuthMode, type ValidationMessages } from '../lib/validation';
import type { LinkContent, LocalImage } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { operator } from './operator';

export interface FieldContent {
  label: string;
  /** A line under the label, e.g. the password rule. */
  hint?: string;
}

/** Everything one of the two forms says. */
export interface AuthFormContent {
  heading: string;
  intro: string;
  submit: string;
  /** Labels of the fields this form shows (confirmPassword only on signup). */
  fields: {
    email: FieldContent;
    password: FieldContent;
    confirmPassword?: FieldContent;
  };
  /** Name of the visibility toggle; it stays the same, `aria-pressed` says the state. */
  passwordToggle: string;
  /** «Passwort vergessen?», login only. */
  forgotPassword?: LinkContent;
  /** The link under the form to the other tab. */
  switchPrompt: string;
  switchLink: LinkContent;
}

export type SocialProvider = 'google' | 'github';

export interface SocialSignInContent {
  /** The separator between the form and the provider buttons. */
  divider: string;
  /** Names the group of provider buttons. */
  groupLabel: string;
  providers: ReadonlyArray<{ id: SocialProvider; label: string }>;
}

export interface TrustedByContent {
  heading: string;
  note: string;
  logos: ReadonlyArray<LocalImage>;
}

export interface LoginContent {
  backLink: LinkContent;
  heading: string;
  lead: string;
  facts: ReadonlyArray<string>;
  /** Names the tab list for assistive technology. */
  tabsLabel: string;
  tabs: Readonly<Record<AuthMode, string>>;
  forms: Readonly<Record<AuthMode, AuthFormContent>>;
  errors: ValidationMessages;
  social: SocialSignInContent;
  trustedBy: TrustedByContent;
}

/** The providers of the social sign-in, in the page's order, with their names. */
const socialProviders = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
] as const satisfies ReadonlyArray<{ id: SocialProvider; name: string }>;

/** The sample customers whose logos the strip shows, in order: each logo's file under `public/images/login/` and the company it stands for. */
const trustedByLogos = sampleValue([
  { file: 'muster-treuhand.svg', company: 'Muster Treuhand AG' },
  { file: 'beispiel-stiftung.svg', company: 'Beispiel Stiftung' },
  { file: 'probe-logistik.svg', company: 'Probe Logistik GmbH' },
  { file: 'demo-bau.svg', company: 'Demo Bau AG' },
  { file: 'vorlage-verein.svg', company: 'Vorlage Verein' },
] as const, 'Logos der Kundschaft auf der Anmeldeseite (public/images/login/)');

/** Every logo is drawn at this size. */
const LOGO_SIZE = { width: 160, height: 48 } as const;

/** What one of the two forms says; the fields are the form's own. */
interface AuthFormWords<Fields> {
  heading: string;
  intro: string;
  submit: string;
  fields: Fields;
  passwordToggle: string;
  switchPrompt: string;
  /** The label of the link to the other tab. */
  switchLink: string;
}

/** What a language writes for the login page, the e-mail field and the validation messages. */
export interface LoginWords {
  /** The e-mail field's label, the same wherever the site asks for an account's address. */
  emailLabel: string;
  /** The three messages of spec §5; `passwordTooShort` may name the minimum as `{minLength}`. The reset page reuses the e-mail message word for word. */
  validationMessages: ValidationMessages;
  /** The label of the link back to the home page. */
  backLink: string;
  /** May name the brand as `{brand}`. */
  heading: Template;
  lead: string;
  facts: ReadonlyArray<string>;
  tabsLabel: string;
  tabs: Readonly<Record<AuthMode, string>>;
  forms: {
    /** `forgotPassword` is the label of the link to the reset page. */
    login: AuthFormWords<{ password: string }> & { forgotPassword: string };
    /** `intro` may name the brand as `{brand}`; `passwordHint`, the line under the password's label, the minimum length as `{minLength}`. */
    signup: AuthFormWords<{ password: string; passwordHint: Template; confirmPassword: string }>;
  };
  social: {
    divider: string;
    groupLabel: string;
    /** A provider button's label, `{provider}` its name. */
    providerLabel: Template;
  };
  trustedBy: {
    heading: string;
    note: string;
    /** A logo's alt text, `{company}` the sample company's name. */
    logoAlt: Template;
  };
}

/** The module as each language writes it (src/content/words/login.json), for the registry (siteContent.ts). */
export const loginModule = contentModule(
  ({ loginWords: words }: { loginWords: LoginWords }, locale: Locale): { emailField: FieldContent; validationMessages: ValidationMessages; loginContent: LoginContent } => {
    const paths = localizedPagePaths;
    const values = { brand: operator.brand, minLength: formatterFor(locale).number(PASSWORD_MIN_LENGTH) };
    const emailField = { label: words.emailLabel };
    const validationMessages = {
      invalidEmail: words.validationMessages.invalidEmail,
      passwordTooShort: fillIn(words.validationMessages.passwordTooShort, values),
      passwordsDiffer: words.validationMessages.passwordsDiffer,
    };
    const { login, signup } = words.forms;
    return {
      emailField,
      validationMessages,
      loginContent: {
        backLink: { label: words.backLink, to: paths.home[locale] },
        heading: fillIn(words.heading, values),
        lead: words.lead,
        facts: words.facts,
        tabsLabel: words.tabsLabel,
        tabs: words.tabs,
        forms: {
          login: {
            heading: login.heading,
            intro: login.intro,
            submit: login.submit,
            fields: { email: emailField, password: { label: login.fields.password } },
            passwordToggle: login.passwordToggle,
            forgotPassword: { label: login.forgotPassword, to: paths.resetPassword[locale] },
            switchPrompt: login.switchPrompt,
            switchLink: { label: login.switchLink, to: `${paths.login[locale]}?tab=signup` },
          },
          signup: {
            heading: signup.heading,
            intro: fillIn(signup.intro, values),
            submit: signup.submit,
            fields: {
              email: emailField,
              password: { label: signup.fields.password, hint: fillIn(signup.fields.passwordHint, values) },
              confirmPassword: { label: signup.fields.confirmPassword },
            },
            passwordToggle: signup.passwordToggle,
            switchPrompt: signup.switchPrompt,
            switchLink: { label: signup.switchLink, to: `${paths.login[locale]}?tab=login` },
          },
        },
        errors: validationMessages,
        social: {
          divider: words.social.divider,
          groupLabel: words.social.groupLabel,
          providers: socialProviders.map(({ id, name }) => ({ id, label: fillIn(words.social.providerLabel, { provider: name }) })),
        },
        trustedBy: {
          heading: words.trustedBy.heading,
          note: words.trustedBy.note,
          logos: trustedByLogos.map(({ file, company }) => ({ src: `/images/login/${file}`, alt: fillIn(words.trustedBy.logoAlt, { company }), ...LOGO_SIZE })),
        },
      },
    };
  },
);
