/** The three plans in French, for /fr and /fr/tarifs: their words around the figures, features and links of `src/content/plans.ts`. */
import type { PlansWords } from '../plans';

export const plansWords = {
  cardLabels: {
    from: 'dès',
    comingSoon: 'Bientôt disponible',
    recommended: 'Recommandé',
    oldPrice: 'Ancien prix',
    setupFee: 'Frais d’onboarding uniques',
    notIncluded: 'Non compris:',
  },

  plans: {
    individual: {
      tagline: 'Pour les particuliers et les indépendants',
      priceDetail: 'par mois, hors TVA',
      description:
        'Le chat IA suisse pour votre propre travail. Inscrivez-vous sur la liste d’attente: nous vous contacterons dès le lancement.',
      features: {
        modelChat: 'Chat avec choix du modèle',
        documentsAndWebSearch: 'Analyse de documents et recherche web',
        swissHosting: 'Hébergement en Suisse',
        knowledgeBase: 'Base de connaissances propre (RAG)',
        teamManagement: 'Gestion d’équipe et assistants partagés',
      },
      buttonText: 'Rejoindre la liste d’attente',
    },

    business: {
      tagline: 'Pour les équipes des PME, fondations et organisations à but non lucratif',
      priceDetail: 'par mois, facturation annuelle, hors TVA',
      description: 'Toute la plateforme pour votre organisation, {users} utilisatrices et utilisateurs compris.',
      features: {
        includedUsers: '{users} utilisatrices et utilisateurs compris (minimum)',
        extraUsers: '{pricePerExtraUser} par mois pour chaque personne supplémentaire',
        knowledgeBase: '{knowledgeBaseGb} Go de données pour la base de connaissances (RAG)',
        monthlyTokens: '{monthlyTokensMillions} millions de tokens par mois',
        assistants: '{assistants} assistant personnalisé',
        supportHours: 'Support du lundi au vendredi, de {supportFrom} à {supportUntil}',
      },
      buttonText: 'Demander une offre Business',
      secondaryButtonText: 'Conseil gratuit',
      additionalNote:
        'Les frais d’onboarding comprennent un atelier de {workshopHours} heures sur vos données, une base de connaissances propre et {onboardingSupportHours} heures d’accompagnement au démarrage.',
    },

    enterprise: {
      tagline: 'Pour les grandes organisations aux exigences particulières',
      priceDetail: 'Prix sur demande, hors TVA',
      description: 'Infrastructure dédiée, capacité illimitée et disponibilité garantie par contrat.',
      features: {
        unlimitedKnowledgeBase: 'Données illimitées pour la base de connaissances (RAG)',
        unlimitedTokens: 'Tokens illimités',
        dedicatedInfrastructure: 'Infrastructure dédiée',
        onPremise: 'Exploitation sur site (on-premise) possible',
        serviceLevelAgreement: 'Accord de niveau de service (SLA)',
      },
      buttonText: 'Demander une offre Enterprise',
    },
  },

  introOffer: {
    buttonText: 'Profiter du prix de lancement',
    savingsNote: 'Vous économisez {saving} par mois, {guaranteedMonths}\u00a0mois garantis',
    terms:
      'Prix de lancement pour les nouveaux clients: {offerPrice} au lieu de {regularPrice} par mois pour toute souscription jusqu’au {bookableUntil}, garanti pendant les {guaranteedMonths} premiers mois de facturation.',
  },

  platformProduct: {
    name: 'Plateforme d’IA pour les équipes, hébergée en Suisse',
    description:
      'Chat avec choix du modèle, assistants personnels, base de connaissances et analyse de documents sur des serveurs à Zurich, pour les PME, fondations et organisations à but non lucratif.',
  },
} as const satisfies PlansWords;
