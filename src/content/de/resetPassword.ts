/**
 * /de/reset-password: the page «Passwort vergessen?» on the login form leads
 * to. The site has no accounts of its own; a new password is set in the app.
 * The page checks the address by the login form's rule and forwards to the
 * app's reset page. The address does not go along (no URL, no storage, no
 * log), so the copy says plainly that the app asks for it again.
 */
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import { emailField, validationMessages } from './login';
import type { ResetPasswordContent } from '../resetPassword';

const paths = pathsIn('de-CH');

export const resetPasswordContent = {
  backLink: { label: 'Zurück zur Anmeldung', to: paths.login },
  heading: 'Passwort zurücksetzen',
  lead: `Ein neues Passwort legen Sie in der App von ${operator.brand} fest. Wir bringen Sie direkt dorthin.`,
  facts: [
    'Ihre Adresse bleibt auf dieser Seite: Sie steht in keiner Adresszeile und wird weder gespeichert noch protokolliert.',
    'Das neue Passwort legen Sie in der App fest, gehostet in der Region Zürich.',
  ],
  form: {
    heading: 'In der App zurücksetzen',
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Ist sie vollständig, leiten wir Sie zur App weiter.',
    email: {
      ...emailField,
      hint: 'Wir geben Ihre Adresse nicht weiter: Die App fragt Sie noch einmal danach.',
    },
    errors: { invalidEmail: validationMessages.invalidEmail },
    submit: 'Weiter zur App',
    forwarding: 'Sie werden zur App weitergeleitet …',
    help: {
      prompt: 'Kein Zugang mehr zu dieser E-Mail-Adresse?',
      link: { label: 'Schreiben Sie uns', to: paths.contact },
    },
  },
} as const satisfies ResetPasswordContent;
