/**
 * Every word of the consent banner and the settings dialog (the footer's
 * button that reopens them is navigation, in navigation.ts).
 * The services of each category come from the one list in `services.ts`;
 * when they change, raise CONSENT_REVISION in `src/integrations/consentConfig.ts`.
 */
import { pathsIn } from '../../lib/paths';
import type { ServiceCategory } from '../services';
import { services } from './services';
import type { ConsentContent } from '../consent';

const paths = pathsIn('fr-CH');

const shownIn = (category: ServiceCategory) => services.filter((service) => service.category === category && service.inBrowser);

export const consentContent = {
  banner: {
    title: 'Vos données, votre choix',
    text: 'Sans votre accord, nous n’utilisons que les cookies nécessaires. Le chat, le calendrier de rendez-vous et la mesure publicitaire ne se chargent que si vous les autorisez ou cliquez vous-même dessus.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    settings: 'Paramètres',
    policyLink: { label: 'Politique relative aux cookies', to: paths.cookies },
  },
  settings: {
    title: 'Paramètres des cookies',
    intro:
      'Choisissez les services que nous pouvons charger. Vous pouvez modifier votre choix ici à tout moment; si vous retirez votre accord, les services s’arrêtent et leurs cookies sont supprimés de ce site.',
    alwaysOn: 'Toujours actifs',
    servicesLabel: 'Services:',
    save: 'Enregistrer ma sélection',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    close: 'Fermer',
    storedOn: 'Votre choix actuel s’applique depuis le',
    privacyLink: { label: 'Politique de confidentialité', to: paths.privacy },
  },
  categories: [
    {
      id: 'necessary',
      name: 'Nécessaires',
      description: 'Ils enregistrent votre choix en matière de cookies et assurent le bon fonctionnement du site en toute sécurité. Ils ne peuvent pas être désactivés.',
      services: shownIn('necessary'),
    },
    {
      id: 'functional',
      name: 'Fonctionnels',
      description:
        'Ils chargent le chat d’assistance à l’ouverture de la page et le calendrier de rendez-vous dès qu’il apparaît à l’écran. Sans votre accord, tous deux ne se chargent qu’après votre clic.',
      services: shownIn('functional'),
    },
    {
      id: 'analytics',
      name: 'Statistiques',
      description:
        'Ils nous montreraient comment le site est utilisé. Nous n’utilisons aujourd’hui aucun outil d’analyse; avant que cela change, nous vous demanderons à nouveau votre accord.',
      services: shownIn('analytics'),
    },
    {
      id: 'marketing',
      name: 'Marketing',
      description: 'Ils mesurent l’efficacité de nos annonces, par exemple si un entretien a été réservé après un clic.',
      services: shownIn('marketing'),
    },
  ],
} as const satisfies ConsentContent;
