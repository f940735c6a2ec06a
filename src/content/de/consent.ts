/**
 * Every word of the consent banner and the settings dialog (the footer's
 * button that reopens them is navigation, in navigation.ts).
 * The services of each category come from the one list in `services.ts`;
 * when they change, raise CONSENT_REVISION in `src/integrations/consentConfig.ts`.
 */
import { pathsIn } from '../../lib/paths';
import type { ServiceCategory } from '../services';
import { services } from './services';
import type { ConsentContent } from '../consent';

const paths = pathsIn('de-CH');

const shownIn = (category: ServiceCategory) => services.filter((service) => service.category === category && service.inBrowser);

export const consentContent = {
  banner: {
    title: 'Ihre Daten, Ihre Wahl',
    text: 'Ohne Ihre Zustimmung setzen wir nur notwendige Cookies. Chat, Terminkalender und Werbemessung laden erst, wenn Sie es erlauben oder selbst darauf klicken.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    policyLink: { label: 'Cookie-Richtlinie', to: paths.cookies },
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
    privacyLink: { label: 'Datenschutzerklärung', to: paths.privacy },
  },
  categories: [
    {
      id: 'necessary',
      name: 'Notwendig',
      description: 'Speichern Ihre Cookie-Wahl und halten die Website sicher in Betrieb. Sie lassen sich nicht abwählen.',
      services: shownIn('necessary'),
    },
    {
      id: 'functional',
      name: 'Funktional',
      description:
        'Laden den Support-Chat beim Seitenaufruf und den Terminkalender, sobald er ins Bild kommt. Ohne Zustimmung laden beide erst nach Ihrem Klick.',
      services: shownIn('functional'),
    },
    {
      id: 'analytics',
      name: 'Analytisch',
      description:
        'Würden uns zeigen, wie die Website genutzt wird. Derzeit setzen wir kein Analysewerkzeug ein; bevor sich das ändert, fragen wir Sie erneut.',
      services: shownIn('analytics'),
    },
    {
      id: 'marketing',
      name: 'Marketing',
      description: 'Messen, ob unsere Anzeigen wirken, zum Beispiel ob nach einem Klick ein Gespräch gebucht wurde.',
      services: shownIn('marketing'),
    },
  ],
} as const satisfies ConsentContent;
