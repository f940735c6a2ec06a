/** The words of the cookie policy's and privacy policy's tables in Italian; the rows come from the service list (src/content/legal/serviceTables.ts). */
import type { ServiceTableWords } from '../../legal/serviceTables';

export const serviceTablesWords = {
  thisSite: 'questo sito',
  cookieCategoryNames: {
    necessary: 'Cookie necessari',
    analytics: 'Cookie di analisi',
    functional: 'Cookie funzionali',
    marketing: 'Cookie di marketing',
  },
  cookieColumns: ['Cookie', 'Servizio', 'Finalità', 'Durata di conservazione', 'Impostato da'],
  noCookies: 'Al momento non impostiamo cookie di questa categoria.',
  recipients: { caption: 'Servizi e destinatari del sito', columns: ['Servizio', 'Fornitore', 'Finalità', 'Dati', 'Paese', 'Quando'] },
  transfers: { caption: 'Trasferimenti all’estero', columns: ['Servizio', 'Paese', 'Protezione dei dati'] },
} as const satisfies ServiceTableWords;
