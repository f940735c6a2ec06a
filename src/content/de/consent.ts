/**
 * The consent banner and the settings dialog in German: every text, each
 * category's by its id. The categories' order, the links' targets and each
 * category's services are in `src/content/consent.ts`.
 */
import type { ConsentWords } from '../consent';

export const consentWords = {
  banner: {
    title: 'Ihre Daten, Ihre Wahl',
    text: 'Ohne Ihre Zustimmung setzen wir nur notwendige Cookies. Chat, Terminkalender und Werbemessung laden erst, wenn Sie es erlauben oder selbst darauf klicken.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    policyLink: 'Cookie-Richtlinie',
  },
  settings: {
    title: 'Cookie-Einstellungen',
    intro:
      'Wählen Sie, welche Dienste wir laden dürfen. Sie können Ihre Wahl hier jederzeit ändern; ein Widerruf beendet die Dienste und löscht ihre Cookies auf dieser Website.',
    alwaysOn: 'Immer aktiv',
    servicesLabel: 'Dienste:',
    save: 'Auswahl speichern',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    close: 'Schliessen',
    storedOn: 'Ihre aktuelle Wahl gilt seit',
    privacyLink: 'Datenschutzerklärung',
  },
  categories: {
    necessary: {
      name: 'Notwendig',
      description: 'Speichern Ihre Cookie-Wahl und halten die Website sicher in Betrieb. Sie lassen sich nicht abwählen.',
    },
    functional: {
      name: 'Funktional',
      description:
        'Laden den Support-Chat beim Seitenaufruf und den Terminkalender, sobald er ins Bild kommt. Ohne Zustimmung laden beide erst nach Ihrem Klick.',
    },
    analytics: {
      name: 'Analytisch',
      description:
        'Würden uns zeigen, wie die Website genutzt wird. Derzeit setzen wir kein Analysewerkzeug ein; bevor sich das ändert, fragen wir Sie erneut.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Messen, ob unsere Anzeigen wirken, zum Beispiel ob nach einem Klick ein Gespräch gebucht wurde.',
    },
  },
} as const satisfies ConsentWords;
