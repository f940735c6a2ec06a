/**
 * What the site really does with visitors' data: every service it runs or
 * loads, who provides it, why, where the data goes and which cookies it
 * sets. The consent banner and settings, the cookie policy's table, the
 * privacy policy's recipients and transfers, the consent engine's cookie
 * erasure and the Content Security Policy all read this one list, so none of
 * them can say something the others do not. A unit test
 * (`src/site/siteServices.test.ts`) fails when `src/integrations/` loads a
 * host or a package that is missing here. When a service or its purpose
 * changes, raise CONSENT_REVISION in `src/integrations/consentConfig.ts`.
 */
import { operator } from './operator';
import type { ConsentCategory } from './types';

export type ServiceCategory = 'necessary' | ConsentCategory;

/** The CSP directives a third party may need, without the `-src`. */
export type CspDirective = 'script' | 'connect' | 'img' | 'font' | 'media' | 'frame';

export interface ServiceCookie {
  /** As the browser shows it; a trailing `*` stands for a suffix that varies (an app id). */
  name: string;
  purpose: string;
  /** How long it stays, as the provider documents it. */
  lifetime: string;
  /** Absent: set on this website's own domain. Otherwise the provider's domain, out of this site's reach. */
  domain?: string;
}

export interface SiteService {
  id: string;
  /** The name a visitor knows, e.g. «Intercom». */
  name: string;
  /** A few words beside the name in the consent settings. */
  summary: string;
  /** The company that processes the data, with its seat. */
  provider: string;
  purpose: string;
  /** Which data the provider receives. */
  data: string;
  category: ServiceCategory;
  /** Where the data is processed. «USA oder EU, je nach Anbieter» where it is not known for certain. */
  country: string;
  /** What protects the data abroad (revDSG Art. 16); empty for Switzerland. */
  safeguard: string;
  /** When the service starts: at once, after a click or after consent. */
  loads: string;
  cookies: ReadonlyArray<ServiceCookie>;
  /** The hosts the CSP allows for this service, by directive. */
  hosts: Partial<Record<CspDirective, ReadonlyArray<string>>>;
  /** npm packages of `src/integrations/` that belong to this service. */
  packages: ReadonlyArray<string>;
}

const switzerland = 'Schweiz';
const usOrEu = 'USA oder EU, je nach Anbieter';
const euSafeguard = 'Die EU und der EWR bieten nach Anhang 1 der Datenschutzverordnung (DSV) ein angemessenes Schutzniveau.';
const usOrEuSafeguard =
  'In der EU: angemessenes Schutzniveau nach Anhang 1 DSV. In den USA: Zertifizierung des Anbieters nach dem Swiss-U.S. Data Privacy Framework, wo sie besteht, sonst die Standardvertragsklauseln der EU-Kommission mit den Anpassungen für die Schweiz.';

/** The first-party cookie that stores the visitor's choice. The consent engine reads its name and lifetime from here. */
export const consentCookie = {
  name: 'limmat_consent',
  days: 182,
} as const;

export const siteServices = [
  {
    id: 'consent',
    name: 'Cookie-Wahl',
    summary: `${consentCookie.name}, ${consentCookie.days} Tage`,
    provider: `${operator.company}, ${operator.address.city}`,
    purpose: 'Speichert, welchen Kategorien Sie zugestimmt haben, damit wir Sie nicht bei jedem Besuch erneut fragen und Ihre Wahl belegen können.',
    data: 'Ihre Wahl je Kategorie, die Version des Cookie-Texts und das Datum der Wahl; keine Kennung Ihrer Person.',
    category: 'necessary',
    country: switzerland,
    safeguard: '',
    loads: 'Sobald Sie eine Wahl treffen.',
    cookies: [
      {
        name: consentCookie.name,
        purpose: 'Ihre Cookie-Wahl mit Version und Datum.',
        lifetime: `${consentCookie.days} Tage`,
      },
    ],
    hosts: {},
    packages: ['vanilla-cookieconsent'],
  },
  {
    id: 'hosting',
    name: 'Hosting der Website',
    summary: 'Rechenzentrum in Zürich',
    provider: operator.hosting.provider,
    purpose: 'Liefert die Seiten aus und hält die Website gegen Angriffe und Missbrauch in Betrieb.',
    data: 'IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browser-Kennung (User-Agent) und verweisende Seite in den Server-Protokollen.',
    category: 'necessary',
    country: switzerland,
    safeguard: '',
    loads: 'Bei jedem Seitenaufruf.',
    cookies: [],
    hosts: {},
    packages: [],
  },
  {
    id: 'intercom',
    name: 'Intercom',
    summary: 'Support-Chat, Daten in der EU',
    provider: 'Intercom R&D Unlimited Company, Dublin, Irland',
    purpose: 'Der Support-Chat, in dem Sie uns Fragen stellen und wir antworten.',
    data: 'Ihre Chat-Nachrichten, eine zufällige Besucherkennung, IP-Adresse, Browser und die Seite, von der aus Sie schreiben.',
    category: 'functional',
    country: 'EU (Datenregion Europa)',
    safeguard: euSafeguard,
    loads: 'Mit funktionaler Zustimmung beim Seitenaufruf, sonst erst, wenn Sie auf einen Chat-Knopf klicken.',
    cookies: [
      { name: 'intercom-id-*', purpose: 'Erkennt Ihren Browser wieder, damit ein begonnenes Gespräch erhalten bleibt.', lifetime: '9 Monate' },
      { name: 'intercom-session-*', purpose: 'Hält Sie im laufenden Gespräch angemeldet.', lifetime: '7 Tage' },
      { name: 'intercom-device-id-*', purpose: 'Unterscheidet Ihr Gerät von anderen Geräten desselben Gesprächs.', lifetime: '9 Monate' },
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
    name: 'Cal.com',
    summary: 'Terminbuchung',
    provider: 'Cal.com, Inc., San Francisco, USA',
    purpose: 'Der Kalender, in dem Sie ein kostenloses Gespräch mit uns buchen.',
    data: 'IP-Adresse und Browser beim Laden des Kalenders; bei einer Buchung Name, E-Mail-Adresse, gewählter Termin und Ihre Nachricht.',
    category: 'functional',
    country: usOrEu,
    safeguard: usOrEuSafeguard,
    loads: 'Mit funktionaler Zustimmung, sobald der Kalender ins Bild kommt, sonst erst nach Ihrem Klick auf «Kalender laden».',
    cookies: [
      {
        name: 'Cookies von cal.com',
        purpose: 'Sitzung und Schutz der Buchungsmaske im eingebetteten Kalender.',
        lifetime: 'vom Anbieter festgelegt',
        domain: 'cal.com',
      },
    ],
    hosts: {
      script: ['https://app.cal.com'],
      frame: ['https://app.cal.com', 'https://cal.com'],
    },
    packages: ['@calcom/embed-react'],
  },
  {
    id: 'linkedin',
    name: 'LinkedIn Insight Tag',
    summary: 'Anzeigenmessung',
    provider: 'LinkedIn Ireland Unlimited Company, Dublin, Irland',
    purpose: 'Zeigt uns in zusammengefasster Form, ob Besucherinnen und Besucher aus unseren LinkedIn-Anzeigen die Website nutzen.',
    data: 'IP-Adresse, Browser, aufgerufene Seiten und, wenn Sie bei LinkedIn angemeldet sind, eine Kennung Ihres LinkedIn-Kontos.',
    category: 'marketing',
    country: usOrEu,
    safeguard: usOrEuSafeguard,
    loads: 'Nur mit Marketing-Zustimmung, auf jeder Seite.',
    cookies: [
      { name: 'li_fat_id', purpose: 'Ordnet einen Anzeigenklick einem späteren Besuch zu.', lifetime: '30 Tage' },
      { name: 'lms_ads', purpose: 'Erkennt Sie für Anzeigen auf LinkedIn wieder.', lifetime: '30 Tage', domain: 'linkedin.com' },
      { name: 'lms_analytics', purpose: 'Zählt Besuche aus LinkedIn-Anzeigen.', lifetime: '30 Tage', domain: 'linkedin.com' },
      { name: 'UserMatchHistory', purpose: 'Gleicht Ihre Kennung mit Werbepartnern von LinkedIn ab.', lifetime: '30 Tage', domain: 'linkedin.com' },
      { name: 'AnalyticsSyncHistory', purpose: 'Hält fest, wann dieser Abgleich zuletzt stattfand.', lifetime: '30 Tage', domain: 'linkedin.com' },
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
    name: 'Google Ads',
    summary: 'Conversion-Messung',
    provider: 'Google Ireland Limited, Dublin, Irland',
    purpose: 'Meldet Google, dass nach einem Anzeigenklick ein Gespräch gebucht wurde, damit wir sehen, welche Anzeigen wirken.',
    data: 'IP-Adresse, Browser, die Buchungsbestätigung als Ereignis und die Kennung eines vorherigen Anzeigenklicks.',
    category: 'marketing',
    country: usOrEu,
    safeguard: usOrEuSafeguard,
    loads: 'Nur mit Marketing-Zustimmung und nur auf der Bestätigungsseite nach einer Buchung.',
    cookies: [
      { name: '_gcl_au', purpose: 'Verknüpft eine Buchung mit einem vorherigen Anzeigenklick.', lifetime: '90 Tage' },
      { name: '_gcl_aw', purpose: 'Speichert die Kennung des Anzeigenklicks.', lifetime: '90 Tage' },
      { name: '_gac_*', purpose: 'Speichert Kampagnendaten des Anzeigenklicks.', lifetime: '90 Tage' },
    ],
    hosts: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
      img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://www.google.ch', 'https://googleads.g.doubleclick.net'],
      frame: ['https://td.doubleclick.net'],
    },
    packages: [],
  },
] as const satisfies ReadonlyArray<SiteService>;

/** The services of one category, in list order. */
export function servicesIn(category: ServiceCategory): ReadonlyArray<SiteService> {
  return siteServices.filter((service) => service.category === category);
}

/** Services the browser loads or that store something in it: what the consent settings name (the hosting is neither). */
export function isBrowserService(service: SiteService): boolean {
  return service.cookies.length > 0 || Object.keys(service.hosts).length > 0;
}
