/** The three plans in English, for /en and /en/pricing: their words around the figures, features and links of `src/content/plans.ts`. */
import type { PlansWords } from '../plans';

export const plansWords = {
  cardLabels: {
    from: 'from',
    comingSoon: 'Coming soon',
    recommended: 'Recommended',
    oldPrice: 'Previously',
    setupFee: 'One-time onboarding fee',
    notIncluded: 'Not included:',
  },

  plans: {
    individual: {
      tagline: 'For individuals and the self-employed',
      priceDetail: 'per month, excl. VAT',
      description:
        'The Swiss AI chat for your own work. Join the waiting list and we will let you know when it launches.',
      features: {
        modelChat: 'Chat with model choice',
        documentsAndWebSearch: 'Document analysis and web search',
        swissHosting: 'Hosting in Switzerland',
        knowledgeBase: 'Your own knowledge base (RAG)',
        teamManagement: 'Team management and shared assistants',
      },
      buttonText: 'Join the waiting list',
    },

    business: {
      tagline: 'For teams in SMEs, foundations and non-profits',
      priceDetail: 'per month, billed annually, excl. VAT',
      description: 'The whole platform for your organisation, with {users} users included.',
      features: {
        includedUsers: '{users} users included (minimum)',
        extraUsers: '{pricePerExtraUser} a month for each additional person',
        knowledgeBase: '{knowledgeBaseGb} GB of data for the knowledge base (RAG)',
        monthlyTokens: '{monthlyTokensMillions} million tokens a month',
        assistants: '{assistants} custom assistant',
        supportHours: 'Support Monday to Friday, {supportFrom}–{supportUntil}',
      },
      buttonText: 'Enquire about Business',
      secondaryButtonText: 'Free consultation',
      additionalNote:
        'The onboarding fee covers a {workshopHours}-hour data workshop, your own knowledge base and {onboardingSupportHours} hours of support as you get started.',
    },

    enterprise: {
      tagline: 'For large organisations with specific requirements',
      priceDetail: 'Price on request, excl. VAT',
      description: 'Dedicated infrastructure, unlimited capacity and availability guaranteed by contract.',
      features: {
        unlimitedKnowledgeBase: 'Unlimited data for the knowledge base (RAG)',
        unlimitedTokens: 'Unlimited tokens',
        dedicatedInfrastructure: 'Dedicated infrastructure',
        onPremise: 'On-premise operation available',
        serviceLevelAgreement: 'Service level agreement (SLA)',
      },
      buttonText: 'Enquire about Enterprise',
    },
  },

  introOffer: {
    buttonText: 'Secure the introductory price',
    savingsNote: 'You save {saving} a month, guaranteed for {guaranteedMonths}\u00a0months',
    terms:
      'Introductory price for new customers: {offerPrice} instead of {regularPrice} a month when booked by {bookableUntil}, guaranteed for the first {guaranteedMonths} billing months.',
  },

  platformProduct: {
    name: 'AI platform for teams, hosted in Switzerland',
    description:
      'Chat with model choice, personal assistants, a knowledge base and document analysis on servers in Zurich, for SMEs, foundations and non-profits.',
  },
} as const satisfies PlansWords;
