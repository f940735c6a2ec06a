/**
 * The Mentions légales in French: who runs this website. The facts
 * (company, address, register, e-mail, …) and the sections' anchors are in
 * `src/content/legal/impressum.ts`.
 */
import type { ImpressumWords } from '../../legal/impressum';

export const impressumWords = {
  title: 'Mentions légales',
  lead: 'Ce site est exploité par {company}, dont le siège est à {city}. Vous trouverez ici les informations nécessaires pour nous joindre ou pour faire valoir vos droits à notre égard.',
  vatAbbreviation: 'TVA',
  sections: {
    operator: {
      title: 'Exploitant du site',
      facts: { company: 'Entreprise', postalAddress: 'Adresse postale', management: 'Direction' },
    },
    register: {
      title: 'Registre du commerce et TVA',
      facts: { register: 'Registre du commerce', uid: 'Numéro d’identification des entreprises (IDE)', vatNumber: 'Numéro de TVA' },
    },
    contact: {
      title: 'Contact',
      facts: { email: 'E-mail', phone: 'Téléphone', hours: 'Horaires' },
    },
    dataProtectionAdvisor: {
      title: 'Conseiller à la protection des données',
      intro:
        'Pour toute question sur le traitement de vos données personnelles, adressez-vous à notre conseiller à la protection des données. Cette fonction est indépendante au sein de l’entreprise et ne reçoit aucune instruction sur le contenu de ses appréciations.',
      facts: { name: 'Nom', email: 'E-mail', post: 'Courrier' },
      postRecipient: '{company}, Conseiller à la protection des données',
      privacy: { text: 'La manière dont nous traitons les données personnelles est décrite dans notre', link: 'politique de confidentialité' },
    },
    disputeResolution: {
      title: 'Règlement en ligne des litiges de l’UE',
      platform: 'La Commission européenne met à disposition une plateforme de règlement en ligne des litiges entre entreprises et consommateurs dans l’UE:',
      ourPractice:
        'En tant qu’entreprise suisse dont les services s’adressent aux entreprises et aux organisations, nous ne sommes ni tenus ni disposés à participer à une procédure devant un organe de conciliation pour les consommateurs. En cas de désaccord, écrivez-nous directement: nous chercherons une solution avec vous.',
    },
    contentAndLinks: {
      title: 'Contenus et liens',
      binding: {
        text: 'Nous rédigeons les contenus de ce site avec soin et les tenons à jour. Pour un contrat, seules l’offre et les conditions générales de vente font foi, et non les descriptions publiées sur le site.',
        link: 'Voir les CGV',
      },
      paragraphs: [
        'Les liens vers des sites d’autres fournisseurs mènent à des contenus que nous ne contrôlons pas; chaque fournisseur répond des siens. Si nous apprenons qu’un lien mène à un contenu illicite, nous le supprimons.',
        'Les textes, images et la conception graphique de ce site appartiennent à {company} ou aux titulaires de droits mentionnés. Pour toute utilisation en dehors d’un cadre privé, demandez-nous d’abord notre accord.',
      ],
    },
  },
} as const satisfies ImpressumWords;
