/** /de/reset-password in German: every text of the page; the links' targets, the e-mail field and its message come together in `src/content/resetPassword.ts`. */
import type { ResetPasswordWords } from '../resetPassword';

export const resetPasswordWords = {
  backLink: 'Zurück zur Anmeldung',
  heading: 'Passwort zurücksetzen',
  lead: 'Ein neues Passwort legen Sie in der App von {brand} fest. Wir bringen Sie direkt dorthin.',
  facts: [
    'Ihre Adresse bleibt auf dieser Seite: Sie steht in keiner Adresszeile und wird weder gespeichert noch protokolliert.',
    'Das neue Passwort legen Sie in der App fest, gehostet in der Region Zürich.',
  ],
  form: {
    heading: 'In der App zurücksetzen',
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Ist sie vollständig, leiten wir Sie zur App weiter.',
    emailHint: 'Wir geben Ihre Adresse nicht weiter: Die App fragt Sie noch einmal danach.',
    submit: 'Weiter zur App',
    forwarding: 'Sie werden zur App weitergeleitet …',
    help: {
      prompt: 'Kein Zugang mehr zu dieser E-Mail-Adresse?',
      link: 'Schreiben Sie uns',
    },
  },
} as const satisfies ResetPasswordWords;
