/**
 * The home page /fr in French, section by section: every text. The order
 * of the lists, the icons, the customers and organisations, the figures and
 * the links are in `src/content/home.ts`; the features are worded in
 * ./platformFeatures.
 */
import type { HomeWords } from '../home';

export const homeWords = {
  hero: {
    eyebrow: 'Plateforme d’IA suisse',
    title: 'L’intelligence artificielle pour votre équipe, hébergée en Suisse.',
    lead: '{brand} offre aux PME, aux fondations et aux organisations à but non lucratif un espace de travail d’IA avec chat, assistants et base de connaissances. La plateforme est exploitée à Zurich, dans le respect du droit suisse et européen de la protection des données.',
    primaryCta: 'Conseil gratuit',
    chatLabel: 'Discuter en direct',
    facts: ['Hébergement à Zurich', 'Conforme à la nLPD et au RGPD', 'Chiffrement AES-256'],
    preview: {
      caption: 'Exemple de conversation dans le chat',
      modelLabel: 'Modèle',
      location: 'Serveur à Zurich',
      attachment: 'PV_conseil_de_fondation.pdf',
      question: 'Résumez le procès-verbal de la séance du conseil de fondation en trois points.',
      answerIntro: 'Volontiers. Voici les décisions prises lors de la séance:',
      answerPoints: [
        'Le budget 2027 est approuvé.',
        'Deux nouveaux projets de soutien démarrent au printemps.',
        'Les comptes annuels partent à l’organe de révision d’ici fin mars.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Fonctions',
    title: 'Une plateforme pour travailler au quotidien avec l’IA',
    intro:
      'Toutes les fonctions tournent sur des serveurs en Suisse. Vous décidez quel modèle se charge de quelle tâche et sur quelles connaissances s’appuient vos assistants.',
    groups: {
      chat: { title: 'Chat et assistants' },
      knowledge: { title: 'Connaissances et documents' },
      research: { title: 'Recherche' },
      language: { title: 'Langues et audio' },
      integration: { title: 'Intégration et formation' },
    },
  },

  coreFunctions: {
    eyebrow: 'Dans le chat',
    title: 'Huit fonctions clés pour le travail de tous les jours',
    intro: 'Ce que votre équipe fait avec le chat dès le premier jour, en français, en allemand, en anglais et en italien.',
    functions: {
      write: { title: 'Rédiger', text: 'Lettres, offres, newsletters et rapports, dans le ton de votre organisation.' },
      summarise: { title: 'Résumer', text: 'Ramener de longs procès-verbaux et rapports à l’essentiel.' },
      translate: { title: 'Traduire', text: 'Entre le français, l’allemand, l’anglais et l’italien.' },
      askDocuments: { title: 'Interroger vos documents', text: 'Des réponses tirées directement de vos fichiers, avec renvoi au passage concerné.' },
      researchWeb: { title: 'Rechercher sur le web', text: 'Trouver des sources actuelles et les citer de façon vérifiable.' },
      analyseData: { title: 'Analyser des données', text: 'Analyser des tableaux et obtenir une explication claire des résultats.' },
      transcribeAudio: { title: 'Transcrire l’audio', text: 'Convertir en texte les enregistrements de séances et d’entretiens.' },
      developIdeas: { title: 'Développer des idées', text: 'Élaborer ensemble concepts, campagnes et variantes.' },
    },
  },

  howItWorks: {
    eyebrow: 'Mise en place',
    title: 'Quatre étapes jusqu’à un usage productif',
    intro: 'La mise en place prend en général deux semaines environ. Nous vous accompagnons personnellement à chaque étape.',
    steps: {
      firstConversation: {
        title: 'Premier entretien',
        text: 'En 30 minutes gratuites, nous clarifions vos objectifs, vos données et vos exigences en matière de protection des données.',
      },
      dataWorkshop: {
        title: 'Atelier sur les données',
        text: 'Lors d’un atelier de quatre heures, nous déterminons les données dont votre équipe a besoin et mettons en place votre première base de connaissances.',
      },
      onboarding: {
        title: 'Onboarding',
        text: 'Huit heures d’accompagnement pour votre équipe: comptes, premiers assistants et méthodes de travail éprouvées.',
      },
      operation: {
        title: 'Exploitation et support',
        text: 'Votre équipe travaille de manière productive. Notre support est disponible du lundi au vendredi de {supportFrom} à {supportUntil} et répond en général dans les 24 heures.',
      },
    },
  },

  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ce que disent nos clients',
    intro: 'Des organisations de toute la Suisse alémanique travaillent chaque jour avec notre plateforme.',
    testimonials: {
      regula: {
        quote:
          '«Préparer une demande pour nos partenaires de financement nous prenait des jours, aujourd’hui quelques heures. Pour nous, il était décisif que les données restent en Suisse.»',
        role: 'Directrice',
      },
      marco: {
        quote:
          '«Notre équipe interroge les règlements et les dossiers clients directement dans le chat. En deux semaines, la mise en place était terminée, sans service informatique interne.»',
        role: 'Associé',
      },
      sandra: {
        quote:
          '«Nous sommes une association avec beaucoup de bénévoles: il nous fallait un outil simple. Tout le monde utilise l’assistant pour les lettres de recherche de dons, et le support répond vite.»',
        role: 'Présidente',
      },
    },
  },

  pricing: {
    eyebrow: 'Tarifs',
    title: 'Des prix clairs, sans petits caractères',
    intro: 'Trois formules pour des organisations de tailles différentes. Tous les prix en francs suisses, hors TVA.',
    detailsLink: 'Tous les détails sur les tarifs',
  },

  foundingStory: {
    eyebrow: 'Notre histoire',
    title: 'Pourquoi {brand} existe',
    paragraphs: [
      'Nous avons fondé {brand} à Zurich parce que, dans nos échanges avec des PME, des fondations et des associations, nous entendions toujours la même chose: on veut utiliser l’IA, mais pas faire traiter des données confidentielles n’importe où dans le monde.',
      'C’est pourquoi nous exploitons une plateforme hébergée en Suisse, qui reste simple à comprendre et qui est accompagnée par des personnes qui tiennent à bien connaître votre organisation.',
    ],
    signature: 'L’équipe fondatrice de {brand}',
    offer: {
      title: 'Premier entretien gratuit',
      meta: ['30 minutes', 'Gratuit', 'Sans engagement'],
      points: [
        'Vos cas d’usage et vos objectifs',
        'Vos questions sur la protection des données et l’hébergement',
        'Un avis honnête: {brand} vous convient-il?',
      ],
      cta: 'Réserver un premier entretien',
    },
  },

  trust: {
    eyebrow: 'Sécurité',
    title: 'Une sécurité que vous pouvez vérifier',
    intro: 'Les faits sur l’hébergement, la certification et le chiffrement, pour que vous puissiez décider en interne en toute connaissance de cause.',
    claims: {
      hosting: {
        title: 'Hébergement à Zurich',
        text: 'Vos données sont stockées en priorité sur des serveurs de la région de Zurich et, si vous le souhaitez, en Allemagne ou dans l’espace UE/EEE.',
      },
      certifiedPartner: {
        title: 'Partenaire certifié',
        text: 'Notre partenaire pour le centre de données est certifié ISO 27001 et ISO 9001.',
      },
      dataProtection: {
        title: 'Protection des données suisse et européenne',
        text: 'Nous respectons la loi suisse sur la protection des données (nLPD) et le règlement général sur la protection des données de l’UE (RGPD).',
      },
      encryption: {
        title: 'Chiffrement AES-256',
        text: 'Les données stockées sont chiffrées en AES-256.',
      },
      soc2: {
        title: 'SOC 2 prévu',
        text: 'L’audit SOC 2 est en préparation.',
      },
    },
    logosTitle: 'Ces organisations travaillent avec {brand}',
  },

  academy: {
    eyebrow: 'Academy',
    title: 'Le programme en cohorte: ancrer l’IA dans votre organisation',
    text: 'En dix semaines, les décideuses et décideurs apprennent à utiliser l’IA de façon sûre et efficace, du premier cas d’usage jusqu’à leur propre prototype.',
    factsLabel: 'Le programme en bref',
    facts: {
      weeks: { label: 'semaines' },
      remote: { value: 'À distance', label: 'où que vous soyez' },
      live: { value: 'En direct', label: 'avec mentorat' },
      language: { value: 'Allemand', label: 'langue du cours' },
    },
    programmeTitle: 'Déroulement',
    programme: [
      'Atelier de lancement',
      '5 semaines de Learning Labs, des ateliers pratiques',
      'Prototypage accompagné',
      'Certification et présentation des projets',
      'Communauté des alumni',
    ],
    audience:
      'Pour une équipe composée d’un sponsor de la direction, d’une direction de programme ou d’un PMO et de deux à quatre responsables métier. Avec un certificat à la clé et l’enregistrement de toutes les sessions.',
    priceNote: 'Première personne {firstSeat}, chaque personne supplémentaire de la même organisation {furtherSeat}, hors TVA.',
    cta: 'Découvrir l’Academy',
  },

  closingCta: {
    title: 'Parlons de vos cas d’usage',
    text: 'En 30 minutes, nous voyons où l’IA fait gagner du temps à votre équipe et comment vos données restent protégées. Gratuit et sans engagement.',
    cta: 'Réserver un conseil gratuit',
    contactPrefix: 'Vous préférez écrire? Envoyez-nous un e-mail à',
  },
} as const satisfies HomeWords;
