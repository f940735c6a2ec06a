/** The cookie policy's and privacy policy's tables, built from the French service list. */
import { serviceTables } from '../../legal/serviceTables';
import { services } from '../services';

export const { cookieTable, recipientsTable, transfersTable } = serviceTables(services, {
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
});
