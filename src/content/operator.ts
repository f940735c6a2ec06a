/**
 * The operator's facts, in one place. Where the specification hides a value
 * ({phone}, {email}, names) this module holds an obviously sample value; the
 * operator replaces them here and every page follows.
 */
import type { PhoneNumber } from './types';

export interface Operator {
  brand: string;
  company: string;
  address: { street: string; postalCode: string; city: string; country: string };
  phone: PhoneNumber;
  email: string;
  openingHours: ReadonlyArray<{ days: string; hours: string }>;
  /** The register the company is entered in; in Switzerland its number is the UID. */
  commercialRegister: string;
  uid: string;
  vatNumber: string;
  managingDirector: string;
  dataProtectionOfficer: { name: string; email: string };
  /** The data centre that hosts the website (a recipient in the privacy policy). */
  hosting: { provider: string };
  /** Absolute origin of the public site, for canonical links and the sitemap. */
  siteOrigin: string;
  /** The app's own pages the site forwards to; the site hands them nothing the visitor typed. */
  app: { origin: string; login: string; register: string; resetPassword: string };
  external: { linkedin: string; helpCentre: string; news: string };
  docs: { guide: string; api: string };
  /** The public, OpenAI-compatible API: base URL including the version path. */
  api: { baseUrl: string };
  intercomAppId: string;
  cal: {
    /** The 15–20 minute free conversation (contact and Academy pages). */
    conversation: { link: string; namespaces: ReadonlyArray<string> };
    /** The free 30-minute intro call (free-session page). */
    introCall: { link: string; namespace: string };
    origin: string;
  };
  linkedinPartnerId: string;
  /** Google Ads: the tag id and the conversion fired on /de/booking-confirmed. */
  ads: { tagId: string; bookingConversion: string };
}

export const operator = {
  brand: 'Limmat AI',
  company: 'Limmat AI AG',
  address: { street: 'Beispielstrasse 1', postalCode: '8000', city: 'Zürich', country: 'Schweiz' },
  phone: { display: '+41 44 000 00 00', href: 'tel:+41440000000' },
  email: 'kontakt@example.ch',
  openingHours: [
    { days: 'Montag–Freitag', hours: '9:00–17:00' },
    { days: 'Samstag und Sonntag', hours: 'geschlossen' },
  ],
  commercialRegister: 'Handelsregister des Kantons Zürich',
  uid: 'CHE-000.000.000 (Beispiel)',
  vatNumber: 'CHE-000.000.000 MWST (Beispiel)',
  managingDirector: 'Vorname Nachname (Beispiel)',
  dataProtectionOfficer: { name: 'Vorname Nachname (Beispiel)', email: 'datenschutz@example.ch' },
  hosting: { provider: 'Beispiel Rechenzentrum AG, Zürich (Beispiel)' },
  siteOrigin: 'https://www.example.ch',
  app: {
    origin: 'https://app.example.ch',
    login: 'https://app.example.ch/login',
    register: 'https://app.example.ch/register',
    resetPassword: 'https://app.example.ch/reset-password',
  },
  external: {
    linkedin: 'https://www.linkedin.com/company/example',
    helpCentre: 'https://hilfe.example.ch',
    news: 'https://news.example.ch',
  },
  docs: { guide: '/api/de/guide/start.html', api: '/api/' },
  api: { baseUrl: 'https://api.example.ch/v1' },
  intercomAppId: 'exmpl123',
  cal: {
    conversation: { link: 'team/example/kennenlernen', namespaces: ['kennenlernen', '15min'] },
    introCall: { link: 'team/example/erstgespraech', namespace: 'erstgespraech' },
    origin: 'https://cal.com',
  },
  linkedinPartnerId: '0000000',
  ads: { tagId: 'AW-000000000', bookingConversion: 'AW-000000000/beispiel' },
} as const satisfies Operator;
