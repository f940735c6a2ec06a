/** The cookie policy's and privacy policy's tables, built from the German service list. */
import { serviceTables } from '../../legal/serviceTables';
import { services } from '../services';

export const { cookieTable, recipientsTable, transfersTable } = serviceTables(services, {
  thisSite: 'diese Website',
  cookieCategoryNames: {
    necessary: 'Notwendige Cookies',
    analytics: 'Analyse-Cookies',
    functional: 'Funktionale Cookies',
    marketing: 'Marketing-Cookies',
  },
  cookieColumns: ['Cookie', 'Dienst', 'Zweck', 'Speicherdauer', 'Gesetzt von'],
  noCookies: 'Derzeit setzen wir keine Cookies dieser Kategorie.',
  recipients: { caption: 'Dienste und Empfänger der Website', columns: ['Dienst', 'Anbieter', 'Zweck', 'Daten', 'Land', 'Wann'] },
  transfers: { caption: 'Übermittlungen ins Ausland', columns: ['Dienst', 'Land', 'Schutz der Daten'] },
});
