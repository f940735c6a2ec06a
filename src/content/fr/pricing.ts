/**
 * The pricing page /fr/tarifs in French, section by section: every text
 * but the plans' (./plans), the onboarding box's (./onboarding) and the
 * FAQ's (./pricingFaq). The figures the texts quote, the order of the rules
 * and examples and the links are in `src/content/pricing.ts`.
 */
import type { PricingWords } from '../pricing';

export const pricingWords = {
  intro: {
    eyebrow: 'Tarifs',
    title: 'Des prix clairs pour une IA suisse',
    lead: 'Une formule pour les équipes, une pour les grandes organisations et bientôt une pour les particuliers. Tous les prix en francs suisses, hors TVA.',
    facts: ['Serveurs à Zurich', 'Onboarding personnalisé', 'Support du lundi au vendredi'],
  },

  plans: {
    title: 'Les trois formules',
    footnote:
      'Tous les prix en francs suisses, hors TVA. La formule Business est facturée annuellement; la consommation au-delà du quota est facturée à l’usage.',
  },

  onboardingSupport: {
    eyebrow: 'Onboarding et support',
    title: 'Bien accompagnés dès le premier jour',
    intro: 'Une nouvelle plateforme n’est utile que si votre équipe s’en sert au quotidien. C’est pourquoi la mise en place fait partie de l’offre.',
    support: {
      title: 'Support',
      keyFact: 'Du lundi au vendredi, de {supportFrom} à {supportUntil}',
      text: 'Nous répondons personnellement à vos questions du quotidien:',
      points: [
        'Réponse en général dans les 24 heures',
        'Notification dès que {quotaNotice} de votre quota de tokens est utilisé',
        'Avec accord de niveau de service (SLA) dans la formule Enterprise',
      ],
    },
  },

  priceRules: {
    eyebrow: 'Questions sur les prix',
    title: 'Ce qu’il faut savoir avant de choisir',
    intro: 'Les règles essentielles sur le nombre d’utilisateurs, le quota et le contrat, en un coup d’œil.',
    items: {
      'intro-price': {
        question: 'Quelles sont les conditions du prix de lancement?',
        answer:
          'Les nouveaux clients qui souscrivent la formule Business jusqu’au {bookableUntil} paient {offerPrice} au lieu de {regularPrice} par mois. Ce prix est garanti pendant {guaranteedMonths} mois de facturation.',
      },
      'additional-users': {
        question: 'Combien coûte une personne supplémentaire?',
        answer:
          'La formule Business comprend {users} utilisatrices et utilisateurs, ce qui en est aussi le minimum. Chaque personne supplémentaire coûte {pricePerExtraUser} par mois.',
      },
      'quota-notice': {
        question: 'Que se passe-t-il lorsque le quota de tokens s’épuise?',
        answer:
          'Dès que votre équipe a utilisé {quotaNotice} du quota mensuel, nous vous envoyons une notification. Vous avez ainsi le temps de planifier la consommation ou d’adapter votre formule.',
      },
      'usage-billing': {
        question: 'Comment la consommation supplémentaire est-elle facturée?',
        answer:
          'Ce que votre équipe utilise au-delà du quota de sa formule est facturé à l’usage, par tranche de 1 million de tokens. La notification à {quotaNotice} vous évite toute mauvaise surprise.',
      },
      'change-plan': {
        question: 'Pouvons-nous changer de formule?',
        answer:
          'Vous pouvez passer à une formule supérieure à tout moment, avec effet immédiat. Le passage à une formule inférieure prend effet à la fin de la durée du contrat.',
      },
      'non-profit': {
        question: 'Existe-t-il des rabais pour les organisations à but non lucratif?',
        answer:
          'Oui. Les organisations d’utilité publique, les fondations et les associations bénéficient d’un rabais. Contactez-nous: nous en fixons les conditions ensemble lors d’un entretien.',
      },
      vat: {
        question: 'Les prix incluent-ils la TVA?',
        answer: 'Non. Tous les prix s’entendent hors TVA; la TVA, actuellement de {vat}, s’ajoute sur la facture.',
      },
    },
  },

  tokens: {
    eyebrow: 'Tokens',
    title: 'Que représentent {quotaMillions} millions de tokens?',
    intro:
      'Les modèles de langage comptent le texte en tokens, c’est-à-dire en fragments de mots. Les valeurs ci-dessous vous aident à estimer; la consommation réelle dépend de la langue et de la tâche.',
    factsLabel: 'Ordres de grandeur',
    facts: {
      pagesPerMillionTokens: { unit: 'pages A4', text: 'correspondent à environ 1 million de tokens' },
      tokensPerPage: { unit: 'tokens', text: 'pour une page A4 de 500 mots' },
      tokensPerBook: { unit: 'tokens', text: 'pour un livre entier' },
      tokensPerWord: { unit: 'token', text: 'par mot, selon la langue et le texte' },
    },
    tableCaption: 'Textes types et leur consommation',
    kindHeader: 'Texte',
    tokensHeader: 'Tokens, environ',
    kinds: {
      'social-post': { label: 'Publication sur les réseaux sociaux', countLabel: 'Publications sur les réseaux sociaux' },
      'product-description': { label: 'Description de produit', countLabel: 'Descriptions de produits' },
      'blog-article': { label: 'Article de blog', countLabel: 'Articles de blog' },
      'marketing-strategy': { label: 'Stratégie marketing', countLabel: 'Stratégies marketing' },
      'business-plan': { label: 'Analyse d’un business plan', countLabel: 'Analyses de business plans' },
      'a4-page': { label: 'Page A4 de 500 mots', countLabel: 'Autres pages A4' },
    },
    estimator: {
      title: 'Estimez votre consommation mensuelle',
      intro: 'Combien de ces textes votre équipe rédige-t-elle chaque mois? Saisissez les quantités: l’estimation se met à jour aussitôt.',
      fieldsLabel: 'Nombre de textes par mois',
      perItemPrefix: 'Par texte, environ',
      unit: 'tokens',
      totalLabel: 'Consommation estimée par mois',
      shareSuffix: 'du quota de la formule Business',
      meterLabel: 'Part du quota de la formule Business',
      quotaLabel: 'Quota de la formule Business: {quotaMillions} millions de tokens par mois',
      notes: {
        empty: 'Aucun texte saisi pour l’instant.',
        within: 'Cela tient sans problème dans le quota mensuel de la formule Business.',
        nearQuota:
          'Vous approchez du quota. Dès {quotaNotice}, vous recevez une notification qui vous laisse le temps de planifier.',
        overQuota:
          'Cela dépasse le quota mensuel. La consommation supplémentaire est facturée à l’usage; si vos besoins restent élevés, la formule Enterprise mérite un examen.',
      },
      disclaimer:
        'Une estimation approximative pour la rédaction de textes. Les questions de suivi dans le chat, les analyses de documents et les recherches consomment des tokens en plus.',
    },
  },

  closingCta: {
    title: 'Quelle formule convient à votre équipe?',
    text: 'En 30 minutes, gratuitement, nous calculons avec vous ce dont votre équipe a besoin: nombre d’utilisateurs, tokens et base de connaissances. Sans engagement.',
    cta: 'Réserver un conseil gratuit',
    contactPrefix: 'Vous préférez écrire? Contactez-nous à l’adresse',
  },
} as const satisfies PricingWords;
