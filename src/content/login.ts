import type { LinkContent, LocalImage } from './types';
import type { AuthMode, ValidationMessages } from '../lib/validation';
import { contentModule } from './contentModule';

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

/** The module as each language writes it (src/content/<segment>/login.ts), for the registry (siteContent.ts). */
export const loginModule = contentModule((words: { emailField: FieldContent; validationMessages: ValidationMessages; loginContent: LoginContent }) => words);
