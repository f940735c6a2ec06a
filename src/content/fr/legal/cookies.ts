/**
 * The cookie policy in French. The sections' order and anchors, the tables
 * of cookies (from the one service list) and the links are in
 * `src/content/legal/cookies.ts`.
 */
import type { CookiesWords } from '../../legal/cookies';

export const cookiesWords = {
  title: 'Politique relative aux cookies',
  lead: 'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Vous trouverez ici les cookies que dépose notre site, dans quel but et pour combien de temps, et comment modifier votre choix.',
  sections: {
    principle: {
      title: 'Notre principe',
      paragraphs: [
        'Sans votre consentement, le site ne dépose qu’un seul cookie, nécessaire: {consentCookie}, qui enregistre votre choix. Sans consentement, le chat d’assistance et le calendrier de rendez-vous ne se chargent que si vous cliquez vous-même dessus; les services d’analyse et de marketing ne se chargent jamais.',
        'Si vous choisissez un thème en haut de la page («Clair» ou «Sombre»), votre navigateur le retient sous {themeKey} dans son stockage local. Cette entrée n’est pas un cookie: elle n’accompagne aucune requête, et le choix «Système» l’efface.',
        'Les cookies qu’un service dépose sur son propre domaine, par exemple sur linkedin.com, notre site ne peut ni les lire ni les supprimer. Votre navigateur les conserve séparément des cookies des autres sites; vous pouvez les supprimer dans les réglages de votre navigateur.',
      ],
    },
    necessary: {
      title: 'Cookies nécessaires',
      text: 'Le site a besoin de ces entrées pour respecter vos choix: votre choix en matière de cookies et, si vous en avez choisi un, votre thème. Elles ne peuvent pas être désactivées.',
    },
    analytics: {
      title: 'Cookies d’analyse',
      text: 'Les cookies d’analyse nous montreraient comment le site est utilisé. Nous n’utilisons actuellement aucun outil d’analyse. Avant que cela change, nous compléterons la présente politique et vous redemanderons votre consentement.',
    },
    functional: {
      title: 'Cookies fonctionnels',
      text: 'Les cookies fonctionnels sont déposés par le chat d’assistance et par le calendrier de rendez-vous. Avec votre consentement, le chat se charge à l’ouverture de la page et le calendrier dès qu’il apparaît à l’écran; sans consentement, seulement après votre clic.',
    },
    marketing: {
      title: 'Cookies marketing',
      text: 'Nous ne déposons des cookies marketing qu’avec votre consentement. Ils nous indiquent si nos annonces mènent à des visites et à des entretiens réservés.',
    },
    changeChoice: {
      title: 'Modifier votre choix',
      text: 'Vous pouvez à tout moment donner ou retirer votre consentement pour chaque catégorie, ici ou via «Paramètres des cookies» en bas de chaque page. Un retrait arrête les services concernés et supprime leurs cookies sur ce site.',
      settings: 'Ouvrir les paramètres des cookies',
    },
    more: {
      title: 'En savoir plus sur la protection des données',
      privacy: {
        text: 'Qui sont les fournisseurs de ces services, dans quels pays ils traitent des données et quels sont vos droits: tout cela figure dans notre',
        link: 'politique de confidentialité',
      },
    },
  },
} as const satisfies CookiesWords;
