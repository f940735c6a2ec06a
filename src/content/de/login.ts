import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import type { ValidationMessages } from '../../lib/validation';
import type { FieldContent, LoginContent } from '../login';

const paths = pathsIn('de-CH');

/** The e-mail field's label, the same wherever the site asks for an account's address. */
export const emailField = { label: 'E-Mail-Adresse' } as const satisfies FieldContent;

/** The three messages of spec §5; the reset page reuses the e-mail message word for word. */
export const validationMessages = {
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
} as const satisfies ValidationMessages;

export const loginContent = {
  backLink: { label: 'Zurück zur Startseite', to: paths.home },
  heading: `Ihr Zugang zu ${operator.brand}`,
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
      fields: {
        email: emailField,
        password: { label: 'Passwort' },
      },
      passwordToggle: 'Passwort anzeigen',
      forgotPassword: { label: 'Passwort vergessen?', to: paths.resetPassword },
      switchPrompt: 'Noch kein Konto?',
      switchLink: { label: 'Jetzt registrieren', to: `${paths.login}?tab=signup` },
    },
    signup: {
      heading: 'Konto erstellen',
      intro: `Starten Sie mit ${operator.brand} – für Ihr Unternehmen, Ihre Stiftung oder Ihren Verein.`,
      submit: 'Konto erstellen',
      fields: {
        email: emailField,
        password: { label: 'Passwort', hint: 'Mindestens 8 Zeichen.' },
        confirmPassword: { label: 'Passwort bestätigen' },
      },
      passwordToggle: 'Passwörter anzeigen',
      switchPrompt: 'Sie haben bereits ein Konto?',
      switchLink: { label: 'Zur Anmeldung', to: `${paths.login}?tab=login` },
    },
  },
  errors: validationMessages,
  social: {
    divider: 'oder',
    groupLabel: 'Mit einem bestehenden Konto fortfahren',
    providers: [
      { id: 'google', label: 'Mit Google anmelden' },
      { id: 'github', label: 'Mit GitHub anmelden' },
    ],
  },
  trustedBy: {
    heading: 'Vertraut von Schweizer Unternehmen',
    note: 'Platzhalter-Logos: Beispielkunden, keine echten Marken.',
    logos: [
      { src: '/images/login/muster-treuhand.svg', alt: 'Muster Treuhand AG (Beispiel-Logo)', width: 160, height: 48 },
      { src: '/images/login/beispiel-stiftung.svg', alt: 'Beispiel Stiftung (Beispiel-Logo)', width: 160, height: 48 },
      { src: '/images/login/probe-logistik.svg', alt: 'Probe Logistik GmbH (Beispiel-Logo)', width: 160, height: 48 },
      { src: '/images/login/demo-bau.svg', alt: 'Demo Bau AG (Beispiel-Logo)', width: 160, height: 48 },
      { src: '/images/login/vorlage-verein.svg', alt: 'Vorlage Verein (Beispiel-Logo)', width: 160, height: 48 },
    ],
  },
} as const satisfies LoginContent;
