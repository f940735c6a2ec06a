/** /de/login in German: every text of the login and signup forms, the e-mail field and the validation messages; links, providers and logos are in `src/content/login.ts`. */
import type { LoginWords } from '../login';

export const loginWords = {
  emailLabel: 'E-Mail-Adresse',
  validationMessages: {
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordTooShort: 'Das Passwort muss mindestens {minLength} Zeichen lang sein.',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  },
  backLink: 'Zurück zur Startseite',
  heading: 'Ihr Zugang zu {brand}',
  lead: 'Melden Sie sich an oder erstellen Sie ein Konto für Ihr Team. Ihre Daten bleiben in der Schweiz.',
  facts: [
    'Hosting in der Region Zürich bei einem nach ISO 27001 und 9001 zertifizierten Partner',
    'Konform mit dem Schweizer und dem EU-Datenschutzrecht',
    'AES-256-Verschlüsselung ruhender Daten',
  ],
  tabsLabel: 'Anmelden oder registrieren',
  tabs: { login: 'Anmelden', signup: 'Registrieren' },
  forms: {
    login: {
      heading: 'Willkommen zurück',
      intro: 'Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.',
      submit: 'Anmelden',
      fields: { password: 'Passwort' },
      passwordToggle: 'Passwort anzeigen',
      forgotPassword: 'Passwort vergessen?',
      switchPrompt: 'Noch kein Konto?',
      switchLink: 'Jetzt registrieren',
    },
    signup: {
      heading: 'Konto erstellen',
      intro: 'Starten Sie mit {brand} – für Ihr Unternehmen, Ihre Stiftung oder Ihren Verein.',
      submit: 'Konto erstellen',
      fields: {
        password: 'Passwort',
        passwordHint: 'Mindestens {minLength} Zeichen.',
        confirmPassword: 'Passwort bestätigen',
      },
      passwordToggle: 'Passwörter anzeigen',
      switchPrompt: 'Sie haben bereits ein Konto?',
      switchLink: 'Zur Anmeldung',
    },
  },
  social: {
    divider: 'oder',
    groupLabel: 'Mit einem bestehenden Konto fortfahren',
    providerLabel: 'Mit {provider} anmelden',
  },
  trustedBy: {
    heading: 'Vertraut von Schweizer Unternehmen',
    note: 'Platzhalter-Logos: Beispielkunden, keine echten Marken.',
    logoAlt: '{company} (Beispiel-Logo)',
  },
} as const satisfies LoginWords;
