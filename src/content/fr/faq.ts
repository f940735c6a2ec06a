/**
 * /fr/faq in French: every text of the page, and the questions only it
 * answers. The questions' order, topics and links, and which answers the
 * pricing FAQ, the onboarding box and the platform's features give, are in
 * `src/content/faq.ts`.
 */
import type { FaqWords } from '../faq';

export const faqWords = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Questions et réponses',
    lead: 'Ce que les organisations veulent savoir avant de se lancer: où se trouvent les données, ce que la plateforme sait faire, comment se déroule la mise en place et qui vous aide ensuite.',
  },

  browser: {
    title: 'Questions par thème',
    filter: {
      label: 'Filtrer les questions par thème',
      param: 'categorie',
      categories: {
        all: { name: 'Toutes' },
        security: { name: 'Sécurité', slug: 'securite' },
        technology: { name: 'Technologie', slug: 'technologie' },
        implementation: { name: 'Déploiement', slug: 'deploiement' },
        support: { name: 'Support', slug: 'support' },
      },
    },
    search: {
      label: 'Rechercher dans les questions',
      hint: 'Un ou plusieurs mots, par exemple «tokens» ou «atelier».',
    },
    count: { one: '1 question', other: '{count} questions' },
    empty: {
      title: 'Aucune question ne correspond',
      text: 'Essayez un autre mot ou le thème «Toutes». Votre question n’y figure pas? Nous y répondons volontiers personnellement: {email}.',
      reset: 'Effacer la recherche',
    },
    answerLinkLabel: 'Lien vers cette réponse',
    entries: {
      /* For everyone */
      'what-is-it': {
        question: 'Qu’est-ce que {brand}?',
        answer: [
          'Un espace de travail IA pour les organisations: un chat avec choix du modèle, des assistants personnels, une base de connaissances alimentée par vos documents, la recherche web et la recherche approfondie, le tout exploité en Suisse.',
          'Votre équipe travaille dans le navigateur, sans serveur à gérer et sans que des données partent vers des services à l’étranger.',
        ],
      },
      audience: {
        question: 'À qui s’adresse la plateforme?',
        answer: [
          'Aux PME, fondations et organisations à but non lucratif en Suisse qui veulent utiliser l’IA au quotidien sans rien céder sur la protection des données.',
        ],
      },
      costs: {
        question: 'Combien coûte la plateforme?',
        answer: ['Cela dépend de la formule et de la taille de votre équipe. Toutes les formules, les frais d’onboarding et les règles de consommation figurent sur la page des tarifs.'],
        linkLabel: 'Voir les tarifs',
      },
      'get-to-know': {
        question: 'Comment découvrir la plateforme au mieux?',
        answer: [
          'Lors d’un entretien gratuit. Nous vous montrons la plateforme sur des tâches tirées de votre quotidien et vous disons franchement si elle convient à votre organisation.',
        ],
        linkLabel: 'Réserver un entretien gratuit',
      },

      /* Security (the hosting question is the pricing FAQ's) */
      'data-protection-law': {
        question: 'La plateforme est-elle conforme à la loi suisse sur la protection des données et au RGPD?',
        answer: [
          'Oui. L’exploitation, les contrats et les processus suivent la nouvelle loi sur la protection des données (nLPD) et le RGPD de l’UE, afin que les organisations ayant des liens avec l’UE puissent elles aussi utiliser la plateforme.',
        ],
      },
      'data-controller': {
        question: 'Qui est responsable des données saisies dans le chat?',
        answer: [
          'Pour tout ce que votre équipe saisit et téléverse dans le chat, votre organisation est responsable du traitement au sens du droit de la protection des données. Nous traitons ces données exclusivement sur votre mandat, en tant que sous-traitant.',
          'Nous sommes nous-mêmes responsables des données de ce site web et de celles de nos propres clients.',
        ],
      },
      'processing-agreement': {
        question: 'Avons-nous besoin d’un contrat de sous-traitance?',
        answer: [
          'Oui, il fait partie de chaque contrat. Nous vous le fournissons; il fixe à quelles fins nous pouvons traiter vos données et quelles mesures de sécurité s’appliquent.',
        ],
      },
      'soc-2': {
        question: 'La plateforme est-elle auditée selon SOC 2?',
        answer: [
          'Pas encore. Un audit SOC 2 est prévu. D’ici là, nous nous appuyons sur les certifications de notre partenaire d’hébergement et vous présentons nos mesures en détail lors d’un entretien.',
        ],
      },
      'sensitive-data': {
        question: 'Pouvons-nous utiliser des documents confidentiels et des données personnelles?',
        answer: [
          'Techniquement oui: la plateforme est conçue pour cela. Nous recommandons néanmoins une courte règle interne qui précise quelles données vont dans quelle base de connaissances et qui y a accès. Nous l’élaborons avec vous lors de l’atelier sur les données.',
        ],
      },

      /* Technology (models, languages, tokens and file formats are the pricing FAQ's; the features answer from assistants on) */
      'knowledge-base': {
        question: 'Qu’est-ce qu’une base de connaissances (RAG)?',
        answer: [
          'RAG signifie Retrieval-Augmented Generation, soit génération augmentée par la recherche. Avant que le modèle de langage ne réponde, la plateforme cherche les passages pertinents dans vos propres documents et les lui transmet. La réponse s’appuie ainsi sur votre savoir plutôt que sur des données d’entraînement générales.',
        ],
      },
      assistants: { question: 'Que sont les assistants personnels?' },
      'web-research': { question: 'Le chat peut-il faire des recherches sur internet?', lead: 'Oui.' },
      audio: { question: 'La plateforme traite-t-elle aussi les enregistrements audio?', lead: 'Oui.' },
      'swiss-spelling': { question: 'Le chat écrit-il l’allemand selon l’orthographe suisse?', lead: 'Oui.' },
      api: { question: 'Pouvons-nous intégrer les modèles dans nos propres applications?', lead: 'Oui.', linkLabel: 'Voir les produits API' },

      /* Implementation (how long it takes is the pricing FAQ's) */
      'onboarding-fee': {
        question: 'Que comprennent les frais d’onboarding?',
        fee: 'Dans la formule Business, ils se montent à {fee}, à payer une seule fois.',
      },
      'data-workshop': {
        question: 'Que se passe-t-il lors de l’atelier sur les données?',
        answer: [
          'Avec les personnes qui travailleront ensuite sur la plateforme, nous déterminons les tâches à traiter en premier, les documents nécessaires et qui peut accéder à quoi. Il en ressort le plan de votre première base de connaissances.',
        ],
      },
      preparation: {
        question: 'Que devons-nous préparer avant le lancement?',
        answer: [
          'Une personne de contact habilitée à décider, un premier ensemble de documents, par exemple des règlements ou des manuels, et la liste des personnes qui auront accès en premier. Nous réglons tout le reste ensemble.',
        ],
      },
      installation: {
        question: 'Devons-nous installer quelque chose?',
        answer: ['Non. La plateforme fonctionne dans le navigateur. Votre service informatique n’a ni serveur à exploiter ni logiciel à déployer.'],
      },
      'team-training': { question: 'Comment nos cadres apprennent-ils à utiliser l’IA de manière ciblée?', linkLabel: 'Découvrir l’Academy' },

      /* Support (its hours are the pricing FAQ's) */
      'contact-support': {
        question: 'Comment pouvons-nous vous joindre?',
        answer: ['Par e-mail à {email} ou par téléphone au {phone}. Vous parlez avec notre équipe à {city}, pas avec un centre d’appels.'],
        linkLabel: 'Page de contact',
      },
      'help-centre': {
        question: 'Existe-t-il des guides à consulter?',
        answer: ['Oui. Le centre d’aide propose des guides pas à pas pour chaque fonction de la plateforme, y compris pour les personnes qui travaillent avec l’IA pour la première fois.'],
        linkLabel: 'Ouvrir le centre d’aide',
      },
      'feature-requests': {
        question: 'Pouvons-nous proposer de nouvelles fonctions?',
        answer: [
          'Volontiers. Dites-nous ce qui manque à votre équipe. Les suggestions tirées du quotidien de nos clients façonnent la feuille de route, où vous voyez aussi ce qui arrive ensuite.',
        ],
        linkLabel: 'Voir la feuille de route',
      },
    },
  },

  resources: {
    eyebrow: 'Pour aller plus loin',
    title: 'Sources sur la protection des données et l’IA',
    intro: 'Les autorités et les normes qui nous servent de référence et qui vous aideront, vous aussi, à situer les enjeux.',
    items: {
      edoeb: {
        title: 'Préposé fédéral à la protection des données et à la transparence',
        publisher: 'PFPDT',
        text: 'L’autorité fédérale de surveillance explique ce que le droit de la protection des données exige des entreprises, y compris lorsqu’elles utilisent l’IA.',
        linkLabel: 'Site du PFPDT',
      },
      dsg: {
        title: 'Loi fédérale sur la protection des données (nLPD)',
        publisher: 'Fedlex',
        text: 'La loi révisée est en vigueur depuis le {since}. Son texte officiel figure dans le Recueil systématique du droit fédéral.',
        linkLabel: 'Texte de loi sur Fedlex',
      },
      'nist-ai-rmf': {
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'Un cadre de l’institut de normalisation américain pour identifier, évaluer et maîtriser les risques des systèmes d’IA. En anglais.',
        linkLabel: 'Le cadre sur le site du NIST',
      },
      'iso-42001': {
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'La norme internationale des systèmes de management de l’intelligence artificielle: comment une organisation introduit et exploite l’IA de manière responsable.',
        linkLabel: 'La norme sur le site de l’ISO',
      },
    },
  },

  furtherLinks: {
    title: 'Vous ne trouvez pas votre question?',
    text: 'Découvrez l’équipe derrière la plateforme, écrivez-nous directement ou lisez nos actualités.',
    links: { about: 'À propos', contact: 'Contact', news: 'Actualités' },
  },

  consoleMessage: '{brand} FAQ: {count} questions et réponses, chacune avec son propre lien sous {path}#<id>. Votre question manque? Écrivez à {email}.',
} as const satisfies FaqWords;
