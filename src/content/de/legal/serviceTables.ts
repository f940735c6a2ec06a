/**
 * The cookie policy's tables and the privacy policy's recipients and
 * transfers, built from the one service list, so the policies say what the
 * consent dialog says and what the code does.
 */
import { siteServices, servicesIn, type ServiceCategory } from '../services';
import type { LegalTable } from './legalDocument';

const THIS_SITE = 'diese Website';

export const cookieCategoryNames: Record<ServiceCategory, string> = {
  necessary: 'Notwendige Cookies',
  analytics: 'Analyse-Cookies',
  functional: 'Funktionale Cookies',
  marketing: 'Marketing-Cookies',
};

/** Every cookie of one category, with its service, purpose, lifetime and the domain that sets it. */
export function cookieTable(category: ServiceCategory): LegalTable {
  return {
    caption: cookieCategoryNames[category],
    columns: ['Cookie', 'Dienst', 'Zweck', 'Speicherdauer', 'Gesetzt von'],
    rows: servicesIn(category).flatMap((service) => service.cookies.map((cookie) => [cookie.name, service.name, cookie.purpose, cookie.lifetime, cookie.domain ?? THIS_SITE])),
    empty: 'Derzeit setzen wir keine Cookies dieser Kategorie.',
  };
}

/** Who receives data from the website, why, which data and where. */
export const recipientsTable: LegalTable = {
  caption: 'Dienste und Empfänger der Website',
  columns: ['Dienst', 'Anbieter', 'Zweck', 'Daten', 'Land', 'Wann'],
  rows: siteServices.map((service) => [service.name, service.provider, service.purpose, service.data, service.country, service.loads]),
  empty: '',
};

/** Each service whose data may leave Switzerland, with the country and what protects the data there. */
export const transfersTable: LegalTable = {
  caption: 'Übermittlungen ins Ausland',
  columns: ['Dienst', 'Land', 'Schutz der Daten'],
  rows: siteServices.filter((service) => service.safeguard !== '').map((service) => [service.name, service.country, service.safeguard]),
  empty: '',
};
