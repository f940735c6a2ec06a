/**
 * Every word of the consent banner and the settings dialog (the footer's
 * button that reopens them is navigation, in navigation.ts).
 * The services of each category come from the one list in `services.ts`;
 * when they change, raise CONSENT_REVISION in `src/integrations/consentConfig.ts`.
 */
import { pagePaths } from '../lib/paths';
import { isBrowserService, servicesIn, type ServiceCategory, type SiteService } from './services';
import type { LinkContent } from './types';

export interface ConsentCategoryContent {
  id: ServiceCategory;
  name: string;
  description: string;
  /** The services in this category that the browser loads or that store something in it. */
  services: ReadonlyArray<SiteService>;
}

const shownIn = (category: ServiceCategory) => servicesIn(category).filter(isBrowserService);

export interface ConsentContent {
  banner: {
    title: string;
    text: string;
    acceptAll: string;
    rejectAll: string;
    settings: string;
    policyLink: LinkContent;
  };
  settings: {
    title: string;
    intro: string;
    alwaysOn: string;
    servicesLabel: string;
    save: string;
    acceptAll: string;
    rejectAll: string;
    close: string;
    /** Followed by the date of the stored choice. */
    storedOn: string;
    privacyLink: LinkContent;
  };
  categories: ReadonlyArray<ConsentCategoryContent>;
}

export const consentContent = {
  banner: {
    title: 'Ihre Daten, Ihre Wahl',
    text: 'Ohne Ihre Zustimmung setzen wir nur notwendige Cookies. Chat, Terminkalender und Werbemessung laden erst, wenn Sie es erlauben oder selbst darauf klicken.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    policyLink: { label: 'Cookie-Richtlinie', to: pagePaths.cookies },
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
    privacyLink: { label: 'Datenschutzerklärung', to: pagePaths.privacy },
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
