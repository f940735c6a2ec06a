/** /en/reset-password in English: every text of the page; the links' targets, the e-mail field and its message come together in `src/content/resetPassword.ts`. */
import type { ResetPasswordWords } from '../resetPassword';

export const resetPasswordWords = {
  backLink: 'Back to login',
  heading: 'Reset your password',
  lead: 'You set a new password in the {brand} app. We will take you straight there.',
  facts: [
    'Your address stays on this page: it never appears in an address bar and is neither stored nor logged.',
    'You set the new password in the app, which is hosted in the Zurich region.',
  ],
  form: {
    heading: 'Reset it in the app',
    intro: 'Enter the email address of your account. Once it is complete, we will send you on to the app.',
    emailHint: 'We do not pass your address on: the app will ask you for it once more.',
    submit: 'Continue to the app',
    forwarding: 'Taking you to the app…',
    help: {
      prompt: 'Lost access to this email address?',
      link: 'Write to us',
    },
  },
} as const satisfies ResetPasswordWords;
