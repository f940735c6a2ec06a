/**
 * The cookie policy. Its tables come from the one service list, so they name
 * exactly the cookies the consent settings offer and the code sets.
 */
import { pathsIn } from '../../../lib/paths';
import { consentCookie, themeStorage } from '../../services';
import { legalFrame } from './frame';
import { paragraph, type LegalDocumentContent } from '../../legal/legalDocument';
import { cookieTable } from './serviceTables';

const paths = pathsIn('fr-CH');

export const cookiePolicyContent = {
  id: 'cookies',
  title: 'Politique relative aux cookies',
  lead: 'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Vous trouverez ici les cookies que dépose notre site, dans quel but et pour combien de temps, et comment modifier votre choix.',
  ...legalFrame,
  numbered: true,
  sections: [
    {
      id: 'principe',
      title: 'Notre principe',
      blocks: [
        paragraph(
          `Sans votre consentement, le site ne dépose qu’un seul cookie, nécessaire: ${consentCookie.name}, qui enregistre votre choix. Sans consentement, le chat d’assistance et le calendrier de rendez-vous ne se chargent que si vous cliquez vous-même dessus; les services d’analyse et de marketing ne se chargent jamais.`,
        ),
        paragraph(
          `Si vous choisissez un thème en haut de la page («Clair» ou «Sombre»), votre navigateur le retient sous ${themeStorage.key} dans son stockage local. Cette entrée n’est pas un cookie: elle n’accompagne aucune requête, et le choix «Système» l’efface.`,
        ),
        paragraph(
          'Les cookies qu’un service dépose sur son propre domaine, par exemple sur linkedin.com, notre site ne peut ni les lire ni les supprimer. Votre navigateur les conserve séparément des cookies des autres sites; vous pouvez les supprimer dans les réglages de votre navigateur.',
        ),
      ],
    },
    {
      id: 'necessaires',
      title: 'Cookies nécessaires',
      blocks: [
        paragraph('Le site a besoin de ces entrées pour respecter vos choix: votre choix en matière de cookies et, si vous en avez choisi un, votre thème. Elles ne peuvent pas être désactivées.'),
        { kind: 'table', table: cookieTable('necessary') },
      ],
    },
    {
      id: 'analyse',
      title: 'Cookies d’analyse',
      blocks: [
        paragraph(
          'Les cookies d’analyse nous montreraient comment le site est utilisé. Nous n’utilisons actuellement aucun outil d’analyse. Avant que cela change, nous compléterons la présente politique et vous redemanderons votre consentement.',
        ),
        { kind: 'table', table: cookieTable('analytics') },
      ],
    },
    {
      id: 'fonctionnels',
      title: 'Cookies fonctionnels',
      blocks: [
        paragraph(
          'Les cookies fonctionnels sont déposés par le chat d’assistance et par le calendrier de rendez-vous. Avec votre consentement, le chat se charge à l’ouverture de la page et le calendrier dès qu’il apparaît à l’écran; sans consentement, seulement après votre clic.',
        ),
        { kind: 'table', table: cookieTable('functional') },
      ],
    },
    {
      id: 'marketing',
      title: 'Cookies marketing',
      blocks: [
        paragraph('Nous ne déposons des cookies marketing qu’avec votre consentement. Ils nous indiquent si nos annonces mènent à des visites et à des entretiens réservés.'),
        { kind: 'table', table: cookieTable('marketing') },
      ],
    },
    {
      id: 'modifier-choix',
      title: 'Modifier votre choix',
      blocks: [
        paragraph(
          'Vous pouvez à tout moment donner ou retirer votre consentement pour chaque catégorie, ici ou via «Paramètres des cookies» en bas de chaque page. Un retrait arrête les services concernés et supprime leurs cookies sur ce site.',
        ),
        { kind: 'cookieSettings', label: 'Ouvrir les paramètres des cookies' },
      ],
    },
    {
      id: 'en-savoir-plus',
      title: 'En savoir plus sur la protection des données',
      blocks: [
        paragraph(
          'Qui sont les fournisseurs de ces services, dans quels pays ils traitent des données et quels sont vos droits: tout cela figure dans notre',
          { label: 'politique de confidentialité', to: paths.privacy },
        ),
      ],
    },
  ],
} as const satisfies LegalDocumentContent;
