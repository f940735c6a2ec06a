/**
 * The three plans in German, around the figures of `src/content/plans.ts`.
 */
import { pathsIn } from '../../lib/paths';
import { formatterFor } from '../../lib/format';
import { consultationIn } from '../links';
import { businessIntroOfferFacts, businessPlanFacts, businessPlanIncludes, enterprisePlanFacts, individualPlanFacts, type Plan, type PlanCardLabels } from '../plans';
import type { IntroOffer } from '../../lib/introOffer';
import type { PlansContent } from '../pageContent';

const paths = pathsIn('de-CH');
const format = formatterFor('de-CH');
const consultation = consultationIn('de-CH');
const includes = businessPlanIncludes;

export const planCardLabels = {
  from: 'ab',
  comingSoon: 'Demnächst',
  recommended: 'Empfohlen',
  oldPrice: 'Bisher',
  setupFee: 'Einmalige Onboarding-Gebühr',
  notIncluded: 'Nicht enthalten:',
} as const satisfies PlanCardLabels;

export const individualPlan = {
  ...individualPlanFacts,
  tagline: 'Für Einzelpersonen und Selbstständige',
  priceDetail: 'pro Monat, exkl. MWST',
  description:
    'Der Schweizer KI-Chat für Ihre eigene Arbeit. Tragen Sie sich in die Warteliste ein, wir melden uns zum Start.',
  features: [
    { text: 'Chat mit Modellwahl', included: true },
    { text: 'Dokumentenanalyse und Websuche', included: true },
    { text: 'Hosting in der Schweiz', included: true },
    { text: 'Eigene Wissensdatenbank (RAG)', included: false },
    { text: 'Teamverwaltung und Assistenten für das Team', included: false },
  ],
  buttonText: 'Auf die Warteliste',
  buttonLink: { to: paths.contact },
  secondaryButtonText: null,
  secondaryButtonLink: null,
  savingsNote: null,
  additionalNote: null,
} as const satisfies Plan;

export const businessPlan = {
  ...businessPlanFacts,
  tagline: 'Für Teams in KMU, Stiftungen und Non-Profits',
  priceDetail: 'pro Monat bei jährlicher Abrechnung, exkl. MWST',
  description: `Die ganze Plattform für Ihre Organisation, mit ${includes.users} Nutzerinnen und Nutzern inklusive.`,
  features: [
    { text: `${includes.users} Nutzerinnen und Nutzer inklusive (Minimum)`, included: true },
    { text: `Jede weitere Person ${format.chf(includes.pricePerExtraUser)} pro Monat`, included: true },
    { text: `${includes.knowledgeBaseGb} GB Daten für die Wissensdatenbank (RAG)`, included: true },
    { text: `${format.number(includes.monthlyTokens / 1_000_000)} Millionen Tokens pro Monat`, included: true },
    { text: `${includes.assistants} eigener Assistent`, included: true },
    { text: `Support Montag bis Freitag, ${includes.supportHours.from}–${includes.supportHours.until} Uhr`, included: true },
  ],
  buttonText: 'Business anfragen',
  buttonLink: { to: paths.contact },
  secondaryButtonText: 'Kostenlose Beratung',
  secondaryButtonLink: consultation,
  savingsNote: null,
  additionalNote: `Die Onboarding-Gebühr umfasst einen Daten-Workshop von ${includes.onboarding.workshopHours} Stunden, eine eigene Wissensdatenbank und ${includes.onboarding.supportHours} Stunden Begleitung beim Start.`,
} as const satisfies Plan;

export const enterprisePlan = {
  ...enterprisePlanFacts,
  tagline: 'Für grosse Organisationen mit besonderen Anforderungen',
  priceDetail: 'Preis auf Anfrage, exkl. MWST',
  description: 'Eigene Infrastruktur, unbegrenzte Kapazität und vertraglich zugesicherte Verfügbarkeit.',
  features: [
    { text: 'Unbegrenzte Daten für die Wissensdatenbank (RAG)', included: true },
    { text: 'Unbegrenzte Tokens', included: true },
    { text: 'Dedizierte Infrastruktur', included: true },
    { text: 'Betrieb On-Premise möglich', included: true },
    { text: 'Service Level Agreement (SLA)', included: true },
  ],
  buttonText: 'Enterprise anfragen',
  buttonLink: { to: paths.contact },
  secondaryButtonText: null,
  secondaryButtonLink: null,
  savingsNote: null,
  additionalNote: null,
} as const satisfies Plan;

/** In display order: Individual, Business, Enterprise. */
export const plans = [individualPlan, businessPlan, enterprisePlan] as const satisfies ReadonlyArray<Plan>;

const offer = businessIntroOfferFacts;

export const businessIntroOffer = {
  ...offer,
  buttonText: 'Einführungspreis sichern',
  savingsNote: `Sie sparen ${format.chf(businessPlanFacts.price - offer.price)} pro Monat, ${offer.guaranteedMonths}\u00a0Monate garantiert`,
  terms: `Einführungspreis für Neukundinnen und Neukunden: ${format.chf(offer.price)} statt ${format.chf(businessPlanFacts.price)} pro Monat bei Buchung bis ${format.date(offer.bookableUntil)}, garantiert für die ersten ${offer.guaranteedMonths} Abrechnungsmonate.`,
} as const satisfies IntroOffer;

/** What search engines read about the product on the pricing page. */
export const platformProduct = {
  name: 'KI-Plattform für Teams, gehostet in der Schweiz',
  description:
    'Chat mit Modellwahl, persönliche Assistenten, Wissensdatenbank und Dokumentenanalyse auf Servern in Zürich, für KMU, Stiftungen und Non-Profits.',
} as const satisfies { name: string; description: string };

/** The plans as the home and pricing pages show them. */
export const plansContent = { plans, cardLabels: planCardLabels, introOffer: businessIntroOffer } as const satisfies PlansContent;
