/**
 * What the site really does with visitors' data: every service it runs or
 * loads, who provides it, where the data goes and which cookies it sets.
 * The consent banner and settings, the cookie policy's table, the privacy
 * policy's recipients and transfers, the consent engine's cookie erasure and
 * the Content Security Policy all read this one list, in every language, so
 * none of them can say something the others do not. The facts are here, once;
 * each language words them (`ServicesWords`, in `src/content/<lang>/services.ts`,
 * typed by the service ids, so a language cannot leave a service out).
 * A unit test (`src/site/siteServices.test.ts`) fails when
 * `src/integrations/` loads a host or a package that is missing here. When a
 * service or its purpose changes, raise CONSENT_REVISION in
 * `src/integrations/consentConfig.ts`.
 */
import { operator } from './operator';
import { themeStorage } from './themeStorage';
import { consentCookie } from './consentCookie';

export { consentCookie, themeStorage };
import type { ConsentCategory } from './types';
import { contentModule } from './contentModule';
import { formatterFor, type Formatter } from '../lib/format';
import { fillIn, type PluralWords, type Template } from '../lib/template';

export type ServiceCategory = 'necessary' | ConsentCategory;

/** The CSP directives a third party may need, without the `-src`. */
export type CspDirective = 'script' | 'connect' | 'img' | 'font' | 'media' | 'frame';

/** Where a service processes data, which decides the safeguard a policy names (revDSG Art. 16). */
export type ProcessingPlace = 'switzerland' | 'eu' | 'usOrEu';

/** How long a cookie stays, as the provider documents it; `untilCleared`: an entry of local storage, kept until the visitor clears it. */
export type Lifetime = { days: number } | { months: number } | 'setByProvider' | 'untilCleared';

export interface ServiceCookieFacts {
  /** As the browser shows it, a trailing `*` for a suffix that varies (an app id); null where a language describes a group («cookies of cal.com»). */
  name: string | null;
  /** The key its words go by in each language. */
  key: string;
  lifetime: Lifetime;
  /** Absent: set on this website's own domain. Otherwise the provider's domain, out of this site's reach. */
  domain?: string;
  /** Absent: a cookie. `localStorage`: an entry of the browser's local storage, which is never sent to a server. */
  storage?: 'localStorage';
}

export interface ServiceFacts {
  id: string;
  /** The product's own name (Intercom); null where each language names the service (the hosting). */
  brand: string | null;
  category: ServiceCategory;
  /** The company that processes the data and its seat; the country is worded per language. */
  provider: { company: string; city: string; country: CountryKey };
  processedIn: ProcessingPlace;
  cookies: ReadonlyArray<ServiceCookieFacts>;
  /** The hosts the CSP allows for this service, by directive. */
  hosts: Partial<Record<CspDirective, ReadonlyArray<string>>>;
  /** npm packages of `src/integrations/` that belong to this service. */
  packages: ReadonlyArray<string>;
}

/** Countries a provider sits in, worded per language. */
export type CountryKey = 'CH' | 'IE' | 'US';


export const serviceFacts = [
  {
    id: 'consent',
    brand: null,
    category: 'necessary',
    provider: { company: operator.company, city: operator.address.city, country: 'CH' },
    processedIn: 'switzerland',
    cookies: [{ name: consentCookie.name, key: 'choice', lifetime: { days: consentCookie.days } }],
    hosts: {},
    packages: ['vanilla-cookieconsent'],
  },
  {
    id: 'colorScheme',
    brand: null,
    category: 'necessary',
    provider: { company: operator.company, city: operator.address.city, country: 'CH' },
    processedIn: 'switzerland',
    cookies: [{ name: themeStorage.key, key: 'choice', lifetime: 'untilCleared', storage: 'localStorage' }],
    hosts: {},
    packages: [],
  },
  {
    id: 'hosting',
    brand: null,
    category: 'necessary',
    provider: { ...operator.hosting, country: 'CH' },
    processedIn: 'switzerland',
    cookies: [],
    hosts: {},
    packages: [],
  },
  {
    id: 'intercom',
    brand: 'Intercom',
    category: 'functional',
    provider: { company: 'Intercom R&D Unlimited Company', city: 'Dublin', country: 'IE' },
    processedIn: 'eu',
    cookies: [
      { name: 'intercom-id-*', key: 'id', lifetime: { months: 9 } },
      { name: 'intercom-session-*', key: 'session', lifetime: { days: 7 } },
      { name: 'intercom-device-id-*', key: 'device', lifetime: { months: 9 } },
    ],
    hosts: {
      // Intercom's CSP list, EU workspace hosts only.
      script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
      connect: [
        'https://via.intercom.io',
        'https://api.eu.intercom.io',
        'https://api-iam.eu.intercom.io',
        'https://api-ping.intercom.io',
        'https://*.intercom-messenger.com',
        'wss://*.intercom-messenger.com',
        'https://nexus-websocket-a.intercom.io',
        'wss://nexus-websocket-a.intercom.io',
        'https://nexus-websocket-b.intercom.io',
        'wss://nexus-websocket-b.intercom.io',
        'https://nexus-europe-websocket.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.eu',
        'https://uploads.intercomusercontent.eu',
      ],
      img: ['https://js.intercomcdn.com', 'https://static.intercomassets.eu', 'https://downloads.intercomcdn.eu', 'https://uploads.intercomusercontent.eu', 'https://uploads.intercomcdn.eu'],
      font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
      media: ['https://js.intercomcdn.com'],
      frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    },
    packages: ['@intercom/messenger-js-sdk'],
  },
  {
    id: 'calcom',
    brand: 'Cal.com',
    category: 'functional',
    provider: { company: 'Cal.com, Inc.', city: 'San Francisco', country: 'US' },
    processedIn: 'usOrEu',
    cookies: [{ name: null, key: 'booking', lifetime: 'setByProvider', domain: 'cal.com' }],
    hosts: {
      script: ['https://app.cal.com'],
      frame: ['https://app.cal.com', 'https://cal.com'],
    },
    packages: ['@calcom/embed-react'],
  },
  {
    id: 'linkedin',
    brand: 'LinkedIn Insight Tag',
    category: 'marketing',
    provider: { company: 'LinkedIn Ireland Unlimited Company', city: 'Dublin', country: 'IE' },
    processedIn: 'usOrEu',
    cookies: [
      { name: 'li_fat_id', key: 'adClick', lifetime: { days: 30 } },
      { name: 'lms_ads', key: 'ads', lifetime: { days: 30 }, domain: 'linkedin.com' },
      { name: 'lms_analytics', key: 'analytics', lifetime: { days: 30 }, domain: 'linkedin.com' },
      { name: 'UserMatchHistory', key: 'matching', lifetime: { days: 30 }, domain: 'linkedin.com' },
      { name: 'AnalyticsSyncHistory', key: 'sync', lifetime: { days: 30 }, domain: 'linkedin.com' },
    ],
    hosts: {
      script: ['https://snap.licdn.com'],
      connect: ['https://px.ads.linkedin.com'],
      img: ['https://px.ads.linkedin.com'],
    },
    packages: [],
  },
  {
    id: 'googleAds',
    brand: 'Google Ads',
    category: 'marketing',
    provider: { company: 'Google Ireland Limited', city: 'Dublin', country: 'IE' },
    processedIn: 'usOrEu',
    cookies: [
      { name: '_gcl_au', key: 'link', lifetime: { days: 90 } },
      { name: '_gcl_aw', key: 'click', lifetime: { days: 90 } },
      { name: '_gac_*', key: 'campaign', lifetime: { days: 90 } },
    ],
    hosts: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
      img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://www.google.ch', 'https://googleads.g.doubleclick.net'],
      frame: ['https://td.doubleclick.net'],
    },
    packages: [],
  },
] as const satisfies ReadonlyArray<ServiceFacts>;

type Facts = (typeof serviceFacts)[number];
export type ServiceId = Facts['id'];

/** The cookie keys of one service. */
type CookieKeys<Id extends ServiceId> = Extract<Facts, { id: Id }>['cookies'][number]['key'];

/** One service in one language's words. */
export interface ServiceText<Id extends ServiceId = ServiceId> {
  /** The service's name where it has no brand of its own (the hosting). */
  name?: string;
  /**
   * A few words beside the name in the consent settings. May name the
   * service's first cookie as `{cookie}`, its lifetime in days as `{days}`
   * and the provider's city as `{city}`.
   */
  summary: Template;
  purpose: string;
  /** Which data the provider receives. */
  data: string;
  /** When the service starts: at once, after a click or after consent. */
  loads: string;
  /** Each cookie's purpose, and its label where it has no name of its own (may name the cookie's domain as `{domain}`). */
  cookies: { readonly [Key in CookieKeys<Id>]: { purpose: string; label?: Template } };
}

/** How one language words a cookie's lifetime (`Lifetime`). */
export interface LifetimeWords {
  setByProvider: string;
  untilCleared: string;
  /** `{count}` the days. */
  days: PluralWords;
  /** `{count}` the months. */
  months: PluralWords;
}

/** What a language writes for the service list: every service, every country, every place and lifetime. */
export interface ServicesWords {
  services: { readonly [Id in ServiceId]: ServiceText<Id> };
  countries: Readonly<Record<CountryKey, string>>;
  /** Where the data is processed, as a policy says it. */
  places: Readonly<Record<ProcessingPlace, string>>;
  /** What protects the data abroad; Switzerland needs nothing, so it has none. */
  safeguards: Readonly<Record<Exclude<ProcessingPlace, 'switzerland'>, string>>;
  lifetimes: LifetimeWords;
}

/**
 * The service list's words in one language once the facts are filled in:
 * what `describeServices` reads. Composed content like the list itself, so
 * it keeps the shape it had before the words were split off.
 */
export interface ServiceWording {
  /** Each service's words, their places filled. */
  services: { readonly [Id in ServiceId]: ServiceText<Id> };
  countries: Readonly<Record<CountryKey, string>>;
  places: Readonly<Record<ProcessingPlace, string>>;
  /** What protects the data abroad; empty for Switzerland. */
  safeguards: Readonly<Record<ProcessingPlace, string>>;
  lifetime: (lifetime: Lifetime) => string;
}

/** A service as the consent dialog and the policies show it, in one language. */
export interface SiteService {
  id: ServiceId;
  /** The name a visitor knows, e.g. «Intercom». */
  name: string;
  summary: string;
  /** The company that processes the data, with its seat. */
  provider: string;
  purpose: string;
  data: string;
  category: ServiceCategory;
  /** Where the data is processed. */
  country: string;
  /** What protects the data abroad (revDSG Art. 16); empty for Switzerland. */
  safeguard: string;
  loads: string;
  cookies: ReadonlyArray<{ name: string; purpose: string; lifetime: string; domain?: string }>;
  /** The browser loads it or it stores something there: what the consent settings name (the hosting is neither). */
  inBrowser: boolean;
}

/** The service list in one language's words: what the consent dialog and the policies show. */
function describeServices(words: ServiceWording, format: Formatter): ReadonlyArray<SiteService> {
  return serviceFacts.map((facts) => {
    const text = words.services[facts.id] as ServiceText;
    const cookieWords = text.cookies as Record<string, { purpose: string; label?: string }>;
    return {
      id: facts.id,
      name: facts.brand ?? text.name ?? facts.id,
      summary: text.summary,
      provider: `${facts.provider.company}, ${format.place(facts.provider.city)}${facts.provider.country === 'CH' ? '' : `, ${words.countries[facts.provider.country]}`}`,
      purpose: text.purpose,
      data: text.data,
      category: facts.category,
      country: words.places[facts.processedIn],
      safeguard: words.safeguards[facts.processedIn],
      loads: text.loads,
      cookies: facts.cookies.map((cookie) => ({
        name: cookie.name ?? cookieWords[cookie.key]?.label ?? cookie.key,
        purpose: cookieWords[cookie.key]?.purpose ?? '',
        lifetime: words.lifetime(cookie.lifetime),
        ...('domain' in cookie ? { domain: cookie.domain } : {}),
      })),
      inBrowser: facts.cookies.length > 0 || Object.keys(facts.hosts).length > 0,
    };
  });
}

/** The service facts of one category, in list order. */
export function serviceFactsIn(category: ServiceCategory): ReadonlyArray<ServiceFacts> {
  return serviceFacts.filter((service) => service.category === category);
}

/** A service's words with its facts filled in: its first cookie's name and lifetime, its provider's city, each cookie's domain. */
function fillInService(facts: ServiceFacts, text: ServiceText, format: Formatter): ServiceText {
  const [first] = facts.cookies;
  const values = {
    city: format.place(facts.provider.city),
    ...(first?.name ? { cookie: first.name } : {}),
    ...(first && typeof first.lifetime === 'object' && 'days' in first.lifetime ? { days: format.number(first.lifetime.days) } : {}),
  };
  const cookieWords = text.cookies as Record<string, { purpose: string; label?: Template }>;
  const cookies = Object.fromEntries(
    facts.cookies.map(({ key, domain }) => {
      const { purpose, label } = cookieWords[key]!;
      return [key, label === undefined ? { purpose } : { label: fillIn(label, domain ? { domain } : {}), purpose }];
    }),
  ) as ServiceText['cookies'];
  return { ...text, summary: fillIn(text.summary, values), cookies };
}

/** The module as each language writes it (src/content/words/services.json), for the registry (siteContent.ts). */
export const servicesModule = contentModule(
  ({ servicesWords: words }: { servicesWords: ServicesWords }, locale): { serviceWords: ServiceWording; services: ReadonlyArray<SiteService> } => {
    const format = formatterFor(locale);
    const { lifetimes } = words;
    const serviceWords: ServiceWording = {
      services: Object.fromEntries(serviceFacts.map((facts) => [facts.id, fillInService(facts, words.services[facts.id] as ServiceText, format)])) as ServiceWording['services'],
      countries: words.countries,
      places: words.places,
      safeguards: { switzerland: '', ...words.safeguards },
      lifetime: (lifetime) =>
        lifetime === 'setByProvider'
          ? lifetimes.setByProvider
          : lifetime === 'untilCleared'
            ? lifetimes.untilCleared
            : 'days' in lifetime
              ? format.count(lifetimes.days, lifetime.days)
              : format.count(lifetimes.months, lifetime.months),
    };
    return { serviceWords, services: describeServices(serviceWords, format) };
  },
);
