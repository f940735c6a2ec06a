/**
 * The consent banner and the settings dialog in French: every text, each
 * category's by its id. The categories' order, the links' targets and each
 * category's services are in `src/content/consent.ts`.
 */
import type { ConsentWords } from '../consent';

export const consentWords = {
  banner: {
    title: 'Vos données, votre choix',
    text: 'Sans votre accord, nous n’utilisons que les cookies nécessaires. Le chat, le calendrier de rendez-vous et la mesure publicitaire ne se chargent que si vous les autorisez ou cliquez vous-même dessus.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    settings: 'Paramètres',
    policyLink: 'Politique relative aux cookies',
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
    privacyLink: 'Politique de confidentialité',
  },
  categories: {
    necessary: {
      name: 'Nécessaires',
      description: 'Ils enregistrent votre choix en matière de cookies et assurent le bon fonctionnement du site en toute sécurité. Ils ne peuvent pas être désactivés.',
    },
    functional: {
      name: 'Fonctionnels',
      description:
        'Ils chargent le chat d’assistance à l’ouverture de la page et le calendrier de rendez-vous dès qu’il apparaît à l’écran. Sans votre accord, tous deux ne se chargent qu’après votre clic.',
    },
    analytics: {
      name: 'Statistiques',
      description:
        'Ils nous montreraient comment le site est utilisé. Nous n’utilisons aujourd’hui aucun outil d’analyse; avant que cela change, nous vous demanderons à nouveau votre accord.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Ils mesurent l’efficacité de nos annonces, par exemple si un entretien a été réservé après un clic.',
    },
  },
} as const satisfies ConsentWords;
