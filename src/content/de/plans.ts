/** The three plans in German, for /de and /de/pricing: their words around the figures, features and links of `src/content/plans.ts`. */
import type { PlansWords } from '../plans';

export const plansWords = {
  cardLabels: {
    from: 'ab',
    comingSoon: 'Demnächst',
    recommended: 'Empfohlen',
    oldPrice: 'Bisher',
    setupFee: 'Einmalige Onboarding-Gebühr',
    notIncluded: 'Nicht enthalten:',
  },

  plans: {
    individual: {
      tagline: 'Für Einzelpersonen und Selbstständige',
      priceDetail: 'pro Monat, exkl. MWST',
      description:
        'Der Schweizer KI-Chat für Ihre eigene Arbeit. Tragen Sie sich in die Warteliste ein, wir melden uns zum Start.',
      features: {
        modelChat: 'Chat mit Modellwahl',
        documentsAndWebSearch: 'Dokumentenanalyse und Websuche',
        swissHosting: 'Hosting in der Schweiz',
        knowledgeBase: 'Eigene Wissensdatenbank (RAG)',
        teamManagement: 'Teamverwaltung und Assistenten für das Team',
      },
      buttonText: 'Auf die Warteliste',
    },

    business: {
      tagline: 'Für Teams in KMU, Stiftungen und Non-Profits',
      priceDetail: 'pro Monat bei jährlicher Abrechnung, exkl. MWST',
      description: 'Die ganze Plattform für Ihre Organisation, mit {users} Nutzerinnen und Nutzern inklusive.',
      features: {
        includedUsers: '{users} Nutzerinnen und Nutzer inklusive (Minimum)',
        extraUsers: 'Jede weitere Person {pricePerExtraUser} pro Monat',
        knowledgeBase: '{knowledgeBaseGb} GB Daten für die Wissensdatenbank (RAG)',
        monthlyTokens: '{monthlyTokensMillions} Millionen Tokens pro Monat',
        assistants: '{assistants} eigener Assistent',
        supportHours: 'Support Montag bis Freitag, {supportFrom}–{supportUntil} Uhr',
      },
      buttonText: 'Business anfragen',
      secondaryButtonText: 'Kostenlose Beratung',
      additionalNote:
        'Die Onboarding-Gebühr umfasst einen Daten-Workshop von {workshopHours} Stunden, eine eigene Wissensdatenbank und {onboardingSupportHours} Stunden Begleitung beim Start.',
    },

    enterprise: {
      tagline: 'Für grosse Organisationen mit besonderen Anforderungen',
      priceDetail: 'Preis auf Anfrage, exkl. MWST',
      description: 'Eigene Infrastruktur, unbegrenzte Kapazität und vertraglich zugesicherte Verfügbarkeit.',
      features: {
        unlimitedKnowledgeBase: 'Unbegrenzte Daten für die Wissensdatenbank (RAG)',
        unlimitedTokens: 'Unbegrenzte Tokens',
        dedicatedInfrastructure: 'Dedizierte Infrastruktur',
        onPremise: 'Betrieb On-Premise möglich',
        serviceLevelAgreement: 'Service Level Agreement (SLA)',
      },
      buttonText: 'Enterprise anfragen',
    },
  },

  introOffer: {
    buttonText: 'Einführungspreis sichern',
    savingsNote: 'Sie sparen {saving} pro Monat, {guaranteedMonths}\u00a0Monate garantiert',
    terms:
      'Einführungspreis für Neukundinnen und Neukunden: {offerPrice} statt {regularPrice} pro Monat bei Buchung bis {bookableUntil}, garantiert für die ersten {guaranteedMonths} Abrechnungsmonate.',
  },

  platformProduct: {
    name: 'KI-Plattform für Teams, gehostet in der Schweiz',
    description:
      'Chat mit Modellwahl, persönliche Assistenten, Wissensdatenbank und Dokumentenanalyse auf Servern in Zürich, für KMU, Stiftungen und Non-Profits.',
  },
} as const satisfies PlansWords;
