/**
 * The Conditions générales de vente in French, sections 1–10, under Swiss
 * law (CO). The sections' order and anchors, the links and the contract's
 * figures are in `src/content/legal/terms.ts`.
 */
import type { TermsWords } from '../../legal/terms';

export const termsWords = {
  title: 'Conditions générales de vente',
  lead: 'Les présentes conditions régissent l’utilisation de la plateforme d’IA de {brand} par les entreprises, les fondations et les autres organisations. Elles s’appliquent avec votre offre et avec le contrat de traitement de données sur mandat.',
  sections: {
    scope: {
      title: 'Champ d’application et conclusion du contrat',
      paragraphs: [
        'Les présentes CGV s’appliquent à tous les contrats conclus entre {company} (le «Prestataire») et ses clients (le «Client») pour l’utilisation de la plateforme en mode software as a service. Des conditions divergentes du Client ne s’appliquent que si le Prestataire les a acceptées par écrit.',
        'Le contrat est conclu dès que le Client signe une offre, commande un plan depuis son compte ou utilise la plateforme après son activation. En cas de contradiction, l’offre prime sur les présentes CGV; pour les questions de protection des données, le contrat de traitement de données sur mandat prime sur l’une et l’autre.',
      ],
    },
    services: {
      title: 'Prestations du Prestataire',
      intro: 'Le Prestataire met la plateforme à la disposition du Client par Internet. L’étendue des prestations dépend du plan choisi et comprend notamment:',
      included: [
        'le chat d’IA avec le choix de modèles de langage, les assistants, la base de connaissances et la bibliothèque de prompts;',
        'le nombre convenu d’utilisateurs, le volume de stockage pour les documents du Client et le contingent de tokens;',
        'l’hébergement dans des centres de données en Suisse et, sur demande, en complément en Allemagne ou dans un autre État de l’UE ou de l’EEE.',
      ],
      development:
        'Le Prestataire fait évoluer la plateforme en continu. Il peut modifier ou remplacer des fonctions, pour autant que les prestations convenues restent fournies sous une forme équivalente.',
    },
    customerDuties: {
      title: 'Obligations du Client et limites d’utilisation',
      paragraphs: [
        'Le Client gère les comptes de ses utilisateurs, garde secrètes les données d’accès et veille à ce que la plateforme soit utilisée dans le respect du droit applicable et des présentes CGV. Il n’y saisit aucun contenu qu’il n’a pas le droit de traiter.',
        'Dans l’espace d’administration, le Client peut fixer des limites d’utilisation, par exemple pour les tokens, les modèles ou les groupes. Le Prestataire met ces limites en œuvre techniquement; leur choix relève de la responsabilité du Client.',
        'Les réponses d’un modèle de langage peuvent être incomplètes ou erronées. Le Client les vérifie avant de fonder une décision sur elles ou de les transmettre à des tiers.',
      ],
    },
    dataProtection: {
      title: 'Protection des données et traitement sur mandat',
      paragraphs: [
        'Avant la première utilisation, les parties concluent un contrat de traitement de données sur mandat (sous-traitance) au sens de l’art. 9 de la loi fédérale sur la protection des données (nLPD) et, s’il est applicable, de l’art. 28 du règlement général sur la protection des données (RGPD). Sans ce contrat, le Prestataire n’active pas la plateforme.',
        'Le Client est responsable des données que lui-même et ses utilisateurs saisissent dans la plateforme, notamment les chats et les documents. Le Prestataire les traite uniquement pour le compte du Client et selon ses instructions; il ne les utilise pas pour entraîner des modèles de langage.',
      ],
      privacy: {
        text: 'Le Prestataire est responsable des données du site web et de ses propres données clients, par exemple les informations contractuelles et de facturation. La manière dont il les traite est décrite dans sa',
        link: 'politique de confidentialité',
      },
      retention: 'Les parties fixent dans le contrat la durée de conservation des chats, par exemple {chatRetentionDays} jours.',
    },
    prices: {
      title: 'Prix et paiement',
      paragraphs: [
        'Les prix applicables sont ceux de l’offre ou de la liste de prix en vigueur au moment de la commande. Tous les prix s’entendent en francs suisses, hors TVA; la TVA s’y ajoute au taux en vigueur, actuellement {vatRate}\u00a0%.',
        'Les factures sont payables dans les {paymentDays} jours à compter de leur date. À l’échéance de ce délai, le Client est en demeure sans autre rappel et doit un intérêt moratoire de {lateInterest}\u00a0% par an. Si une facture reste impayée malgré un rappel, le Prestataire peut bloquer l’accès après l’avoir annoncé par écrit.',
      ],
    },
    duration: {
      title: 'Durée, résiliation et données à la fin du contrat',
      paragraphs: [
        'Le contrat est conclu pour la durée indiquée dans l’offre. Il se renouvelle chaque fois pour la durée initiale si aucune des parties ne le résilie pour la fin de cette durée en respectant le délai de résiliation. Sauf convention contraire, ce délai est de {noticeMonths} mois.',
        'Le droit de chaque partie de résilier le contrat avec effet immédiat pour de justes motifs est réservé.',
        'À la fin du contrat, le Client garde pendant {exportDays} jours l’accès à ses données afin de pouvoir les exporter. Le Prestataire efface ensuite les données du Client ou, si celui-ci le demande, les lui restitue, sauf obligation légale de les conserver.',
      ],
    },
    support: {
      title: 'Support et disponibilité',
      paragraphs: [
        'Le support est joignable par e-mail et par chat {weekdays}, de {from} à {until} (heure suisse), sauf les jours fériés légaux du canton de Zurich. Le Prestataire répond en règle générale dans les {responseHours} heures.',
        'Le Prestataire exploite la plateforme avec la diligence d’un prestataire professionnel. Il annonce les travaux de maintenance à l’avance et les place si possible en dehors des heures de support. Des engagements de disponibilité ne s’appliquent que s’ils sont convenus dans un accord de niveau de service (Service Level Agreement).',
      ],
    },
    confidentiality: {
      title: 'Confidentialité',
      paragraphs: [
        'Chaque partie traite de manière confidentielle toutes les informations non publiques de l’autre partie qu’elle reçoit dans le cadre du contrat. Cette obligation vaut pendant toute la durée du contrat et {confidentialityYears} ans après sa fin; les obligations légales de secret s’appliquent au-delà.',
      ],
    },
    liability: {
      title: 'Responsabilité',
      paragraphs: [
        'Le Prestataire répond, selon les dispositions légales, des dommages qu’il cause intentionnellement ou par négligence grave. Dans la mesure permise par la loi, sa responsabilité pour négligence légère est exclue.',
        'Dans la mesure permise par la loi, toute responsabilité pour le manque à gagner, les dommages indirects et les dommages résultant de réponses erronées d’un modèle de langage est exclue.',
      ],
    },
    finalProvisions: {
      title: 'Modifications, droit applicable et for',
      paragraphs: [
        'Le Prestataire peut modifier les présentes CGV. Il communique les modifications au Client par écrit ou par e-mail. Si le Client ne s’y oppose pas dans les {objectionWeeks} semaines suivant la communication, les modifications sont réputées acceptées; la communication le rappelle expressément.',
        'Le droit suisse est applicable, à l’exclusion de la Convention des Nations Unies sur les contrats de vente internationale de marchandises (Convention de Vienne). Le for exclusif est à Zurich.',
      ],
    },
  },
} as const satisfies TermsWords;
