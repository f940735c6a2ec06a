/** The words of the cookie policy's and privacy policy's tables in German; the rows come from the service list (src/content/legal/serviceTables.ts). */
import type { ServiceTableWords } from '../../legal/serviceTables';

export const serviceTablesWords = {
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
} as const satisfies ServiceTableWords;
