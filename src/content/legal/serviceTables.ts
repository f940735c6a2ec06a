/**
 * The cookie policy's tables and the privacy policy's recipients and
 * transfers, built from the one service list in the document's language,
 * so the policies say what the consent dialog says and what the code does,
 * in German and French alike.
 */
import type { ServiceCategory, SiteService } from '../services';
import type { LegalTable } from './legalDocument';

/** The words of the three tables in one language. */
export interface ServiceTableWords {
  /** «Gesetzt von» for a cookie the site sets itself. */
  thisSite: string;
  cookieCategoryNames: Readonly<Record<ServiceCategory, string>>;
  cookieColumns: readonly [cookie: string, service: string, purpose: string, lifetime: string, setBy: string];
  noCookies: string;
  recipients: { caption: string; columns: readonly [service: string, provider: string, purpose: string, data: string, country: string, when: string] };
  transfers: { caption: string; columns: readonly [service: string, country: string, safeguard: string] };
}

/** The three tables for one language's service list. */
export function serviceTables(services: ReadonlyArray<SiteService>, words: ServiceTableWords) {
  return {
    /** Every cookie of one category, with its service, purpose, lifetime and the domain that sets it. */
    cookieTable: (category: ServiceCategory): LegalTable => ({
      caption: words.cookieCategoryNames[category],
      columns: [...words.cookieColumns],
      rows: services
        .filter((service) => service.category === category)
        .flatMap((service) => service.cookies.map((cookie) => [cookie.name, service.name, cookie.purpose, cookie.lifetime, cookie.domain ?? words.thisSite])),
      empty: words.noCookies,
    }),
    /** Who receives data from the website, why, which data and where. */
    recipientsTable: {
      caption: words.recipients.caption,
      columns: [...words.recipients.columns],
      rows: services.map((service) => [service.name, service.provider, service.purpose, service.data, service.country, service.loads]),
      empty: '',
    } satisfies LegalTable,
    /** Each service whose data may leave Switzerland, with the country and what protects the data there. */
    transfersTable: {
      caption: words.transfers.caption,
      columns: [...words.transfers.columns],
      rows: services.filter((service) => service.safeguard !== '').map((service) => [service.name, service.country, service.safeguard]),
      empty: '',
    } satisfies LegalTable,
  };
}
