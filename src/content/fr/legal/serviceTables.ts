/** The words of the cookie policy's and privacy policy's tables in French; the rows come from the service list (src/content/legal/serviceTables.ts). */
import type { ServiceTableWords } from '../../legal/serviceTables';

export const serviceTablesWords = {
  thisSite: 'ce site',
  cookieCategoryNames: {
    necessary: 'Cookies nécessaires',
    analytics: 'Cookies d’analyse',
    functional: 'Cookies fonctionnels',
    marketing: 'Cookies marketing',
  },
  cookieColumns: ['Cookie', 'Service', 'Finalité', 'Durée de conservation', 'Déposé par'],
  noCookies: 'Nous ne déposons actuellement aucun cookie de cette catégorie.',
  recipients: { caption: 'Services et destinataires du site', columns: ['Service', 'Fournisseur', 'Finalité', 'Données', 'Pays', 'Quand'] },
  transfers: { caption: 'Transferts à l’étranger', columns: ['Service', 'Pays', 'Protection des données'] },
} as const satisfies ServiceTableWords;
