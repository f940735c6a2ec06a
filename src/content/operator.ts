/**
 * The operator's facts, in one place and in no language: every language
 * words them in its own sentences (the weekdays of the opening hours, the
 * register's name; `operatorModule` fills in the times, formatted as the
 * language writes them). Where the specification hides a value ({phone},
 * {email}, names) this module holds an obviously sample value; the
 * operator replaces them here and every page in every language follows.
 */
import type { PhoneNumber } from './types';
import { contentModule } from './contentModule';
import { sampleValue } from './sampleValue';
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';
import { fillIn, type Template } from '../lib/template';

export interface Operator {
  brand: string;
  /**
   * The logo's file under `public/` and its drawing's size (its viewBox): the
   * favicon (index.html), the header's and footer's mark, the structured data.
   */
  logo: { src: string; width: number; height: number };
  company: string;
  /** The registered address, as the post writes it (`Zürich`, whatever the language around it). */
  address: { street: string; postalCode: string; city: string; countryCode: 'CH' };
  phone: PhoneNumber;
  email: string;
  /** When the team answers: weekdays, from and until (24-hour clock, Swiss time). */
  openingHours: { from: string; until: string };
  /** The languages the team holds its calls in (the free conversation, the intro call). */
  callLanguages: ReadonlyArray<SpokenLanguage>;
  /** The canton whose commercial register the company is entered in; in Switzerland its number is the UID. */
  registerCanton: string;
  uid: string;
  vatNumber: string;
  /** The Swiss VAT's standard rate, per cent, that the invoices add to every price (the pricing page, the Academy's questions, the terms). */
  vatRatePercent: number;
  managingDirector: string;
  dataProtectionOfficer: { name: string; email: string };
  /** The data centre that hosts the website (a recipient in the privacy policy). */
  hosting: { company: string; city: string };
  /** Absolute origin of the public site, for canonical links and the sitemap. */
  siteOrigin: string;
  /** The app's own pages the site forwards to; the site hands them nothing the visitor typed. */
  app: { origin: string; login: string; register: string; resetPassword: string };
  external: { linkedin: string; helpCentre: string };
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

/** A language someone on the team speaks, by its ISO 639-1 code. */
export type SpokenLanguage = 'de' | 'fr' | 'it' | 'en';

export const operator = {
  brand: 'Limmat AI',
  logo: { src: '/brand/logo.svg', width: 40, height: 40 },
  company: 'Limmat AI AG',
  address: { street: sampleValue('Beispielstrasse 1', 'Strasse und Hausnummer der Firma'), postalCode: '8000', city: 'Zürich', countryCode: 'CH' },
  // No-break spaces: a line never splits the number.
  phone: sampleValue({ display: '+41\u00a044\u00a0000\u00a000\u00a000', href: 'tel:+41440000000' }, 'Telefonnummer, wie angezeigt und als Link'),
  email: sampleValue('kontakt@example.ch', 'E-Mail-Adresse für Anfragen'),
  openingHours: { from: '9:00', until: '17:00' },
  callLanguages: ['de', 'fr'],
  registerCanton: 'ZH',
  uid: sampleValue('CHE-000.000.000', 'Unternehmens-Identifikationsnummer (UID)'),
  vatNumber: sampleValue('CHE-000.000.000 MWST', 'Mehrwertsteuernummer'),
  vatRatePercent: 8.1,
  // «Muster»: the placeholder surname of Swiss sample documents.
  managingDirector: sampleValue('Max Muster', 'Geschäftsführung (Impressum)'),
  dataProtectionOfficer: sampleValue({ name: 'Maria Muster', email: 'datenschutz@example.ch' }, 'Datenschutzberaterin: Name und E-Mail'),
  hosting: { company: sampleValue('Beispiel Rechenzentrum AG', 'Rechenzentrum, das die Website hostet'), city: 'Zürich' },
  siteOrigin: sampleValue('https://www.example.ch', 'Adresse der Website (Canonical, Sitemap, Social Cards)'),
  app: sampleValue({
    origin: 'https://app.example.ch',
    login: 'https://app.example.ch/login',
    register: 'https://app.example.ch/register',
    resetPassword: 'https://app.example.ch/reset-password',
  }, 'Adressen der App: Anmeldung, Registrierung, Passwort'),
  external: sampleValue({
    linkedin: 'https://www.linkedin.com/company/example',
    helpCentre: 'https://hilfe.example.ch',
  }, 'LinkedIn-Seite und Hilfe-Center'),
  docs: { guide: '/api/de/guide/start.html', api: '/api/' },
  api: { baseUrl: sampleValue('https://api.example.ch/v1', 'Basisadresse der API') },
  intercomAppId: sampleValue('exmpl123', 'Intercom: App-ID'),
  cal: sampleValue({
    conversation: { link: 'team/example/kennenlernen', namespaces: ['kennenlernen', '15min'] },
    introCall: { link: 'team/example/erstgespraech', namespace: 'erstgespraech' },
    origin: 'https://cal.com',
  }, 'Cal.com: Team und Termintypen der Gespräche'),
  linkedinPartnerId: sampleValue('0000000', 'LinkedIn Insight Tag: Partner-ID'),
  ads: sampleValue({ tagId: 'AW-000000000', bookingConversion: 'AW-000000000/beispiel' }, 'Google Ads: Tag-ID und Conversion der Buchung'),
} as const satisfies Operator;

/** How one language words the operator's facts around them, as the pages read them. */
export interface OperatorWords {
  /** The country of the address. */
  country: string;
  /** The register the company is entered in, with its canton. */
  register: string;
  /** When the team answers, as a line per group of days. */
  hours: ReadonlyArray<{ days: string; hours: string }>;
  /** The weekdays the team answers, for a sentence («Montag bis Freitag»). */
  weekdays: string;
  /** The hours in a sentence: «9–17 Uhr». */
  hoursInSentence: string;
  /** The languages of the team's calls, as alternatives in a sentence, the page's own first: «Deutsch oder Französisch». */
  callLanguages: string;
  /** After a sample value the operator still has to replace. */
  sample: string;
}

/** What a language writes around the operator's facts: the times of the opening hours are filled in, formatted per language. */
export interface OperatorWordsAsWritten {
  country: string;
  /** The register with its canton, `{canton}` the canton's name from `cantons`. */
  register: Template;
  /** The cantons' names in this language, by the abbreviation `operator.registerCanton` holds (French: «Zurich»). */
  cantons: Readonly<Record<typeof operator.registerCanton, string>>;
  /** The two lines of the opening hours: the days the team answers, and the days it is closed. */
  days: { open: string; closed: string };
  /** What the closed days' line says instead of hours. */
  closed: string;
  weekdays: string;
  /** `{from}` and `{until}`: the opening hours, on the hour without minutes («9», «9 h»). */
  hoursInSentence: Template;
  /** Each language's name as a list of them reads after the words' own preposition: «Deutsch» (for «Auf {languages}»), «en allemand» (French repeats «en»: «en français ou en allemand»). */
  languageNames: Readonly<Record<SpokenLanguage, string>>;
  sample: string;
}

/** The languages of the team's calls, the page's own first where the team speaks it. */
function callLanguagesFor(locale: Locale): ReadonlyArray<SpokenLanguage> {
  const own = locale.split('-')[0];
  return [...operator.callLanguages].sort((a, b) => Number(b === own) - Number(a === own));
}

/** The module as each language writes it (src/content/words/operator.json), for the registry (siteContent.ts). */
export const operatorModule = contentModule(({ operatorWords: words }: { operatorWords: OperatorWordsAsWritten }, locale): { operatorWords: OperatorWords } => {
  const { from, until } = operator.openingHours;
  const format = formatterFor(locale);
  const short = { from: format.time(from, { short: true }), until: format.time(until, { short: true }) };
  return {
    operatorWords: {
      country: words.country,
      register: fillIn(words.register, { canton: words.cantons[operator.registerCanton] }),
      hours: [
        { days: words.days.open, hours: `${format.time(from)}–${format.time(until)}` },
        { days: words.days.closed, hours: words.closed },
      ],
      weekdays: words.weekdays,
      hoursInSentence: fillIn(words.hoursInSentence, short),
      callLanguages: format.either(callLanguagesFor(locale).map((language) => words.languageNames[language])),
      sample: words.sample,
    },
  };
});
