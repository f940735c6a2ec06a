/** /en/login in English: every text of the login and signup forms, the e-mail field and the validation messages; links, providers and logos are in `src/content/login.ts`. */
import type { LoginWords } from '../login';

export const loginWords = {
  emailLabel: 'Email address',
  validationMessages: {
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'The password must be at least {minLength} characters long.',
    passwordsDiffer: 'The passwords do not match.',
  },
  backLink: 'Back to the home page',
  heading: 'Your access to {brand}',
  lead: 'Log in or create an account for your team. Your data stays in Switzerland.',
  facts: [
    'Hosted in the Zurich region by a partner certified to ISO 27001 and 9001',
    'Compliant with Swiss and EU data protection law',
    'AES-256 encryption of data at rest',
  ],
  tabsLabel: 'Log in or sign up',
  tabs: { login: 'Log in', signup: 'Sign up' },
  forms: {
    login: {
      heading: 'Welcome back',
      intro: 'Log in with your work email address.',
      submit: 'Log in',
      fields: { password: 'Password' },
      passwordToggle: 'Show password',
      forgotPassword: 'Forgotten your password?',
      switchPrompt: 'No account yet?',
      switchLink: 'Sign up now',
    },
    signup: {
      heading: 'Create an account',
      intro: 'Get started with {brand} – for your company, your foundation or your association.',
      submit: 'Create account',
      fields: {
        password: 'Password',
        passwordHint: 'At least {minLength} characters.',
        confirmPassword: 'Confirm password',
      },
      passwordToggle: 'Show passwords',
      switchPrompt: 'Already have an account?',
      switchLink: 'Log in instead',
    },
  },
  social: {
    divider: 'or',
    groupLabel: 'Continue with an existing account',
    providerLabel: 'Log in with {provider}',
  },
  trustedBy: {
    heading: 'Trusted by Swiss companies',
    note: 'Placeholder logos: sample customers, not real brands.',
    logoAlt: '{company} (sample logo)',
  },
} as const satisfies LoginWords;
