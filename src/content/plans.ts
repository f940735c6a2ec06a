/**
 * The three plans, shared by the home page and the pricing page. Amounts are
 * numbers in Swiss francs, excluding VAT; the PlanCard formats them with
 * `formatChf`. The plans carry their regular prices; the introductory price
 * of the Business plan is dated data (`businessIntroOffer`) that
 * `applyIntroOffer` (src/lib/introOffer.ts) lays over the plan while the
 * offer runs, judged on the day of the build.
 */
import type { ChatEventName, LinkTarget } from './types';
import { pagePaths } from '../lib/paths';
import { consultation } from './links';
import { formatChf } from '../lib/format';
import type { IntroOffer } from '../lib/introOffer';

export type { IntroOffer };

export interface PlanFeature {
  text: string;
  /** False: shown struck through and announced as not included. */
  included: boolean;
}

export interface Plan {
  id: string;
  name: string;
  tagline: string;
  /** Fixed price in CHF; null when only a starting price (`minPrice`) is given. */
  price: number | null;
  /** A former price, shown struck through next to `price`. */
  oldPrice: number | null;
  /** The line under the price: period, billing, «exkl. MWST». */
  priceDetail: string;
  description: string;
  /** One-time fee in CHF, e.g. the onboarding. */
  setupFee: number | null;
  features: ReadonlyArray<PlanFeature>;
  buttonText: string;
  buttonLink: LinkTarget;
  secondaryButtonText: string | null;
  secondaryButtonLink: LinkTarget | null;
  /** The recommended plan, drawn with the accent. */
  highlight: boolean;
  comingSoon: boolean;
  /** Starting price in CHF, shown as «ab CHF …» when `price` is null. */
  minPrice: number | null;
  /** Says what the visitor saves, next to an `oldPrice`. */
  savingsNote: string | null;
  /** A small print line under the features. */
  additionalNote: string | null;
  /** Sent to the support chat when the main button is clicked. */
  intercomEvent: ChatEventName | null;
}

/** The fixed words of a plan card, so that the card itself holds no copy. */
export interface PlanCardLabels {
  from: string;
  comingSoon: string;
  recommended: string;
  oldPrice: string;
  setupFee: string;
  notIncluded: string;
}

export const planCardLabels = {
  from: 'ab',
  comingSoon: 'Demnächst',
  recommended: 'Empfohlen',
  oldPrice: 'Bisher',
  setupFee: 'Einmalige Onboarding-Gebühr',
  notIncluded: 'Nicht enthalten:',
} as const satisfies PlanCardLabels;

export const individualPlan = {
  id: 'individual',
  name: 'Individual',
  tagline: 'Für Einzelpersonen und Selbstständige',
  price: null,
  oldPrice: null,
  priceDetail: 'pro Monat, exkl. MWST',
  description:
    'Der Schweizer KI-Chat für Ihre eigene Arbeit. Tragen Sie sich in die Warteliste ein, wir melden uns zum Start.',
  setupFee: null,
  features: [
    { text: 'Chat mit Modellwahl', included: true },
    { text: 'Dokumentenanalyse und Websuche', included: true },
    { text: 'Hosting in der Schweiz', included: true },
    { text: 'Eigene Wissensdatenbank (RAG)', included: false },
    { text: 'Teamverwaltung und Assistenten für das Team', included: false },
  ],
  buttonText: 'Auf die Warteliste',
  buttonLink: { to: pagePaths.contact },
  secondaryButtonText: null,
  secondaryButtonLink: null,
  highlight: false,
  comingSoon: true,
  minPrice: 19,
  savingsNote: null,
  additionalNote: null,
  intercomEvent: 'waitlist_clicked_pricing',
} as const satisfies Plan;

export const businessPlan = {
  id: 'business',
  name: 'Business',
  tagline: 'Für Teams in KMU, Stiftungen und Non-Profits',
  price: 700,
  oldPrice: null,
  priceDetail: 'pro Monat bei jährlicher Abrechnung, exkl. MWST',
  description: 'Die ganze Plattform für Ihre Organisation, mit 35 Nutzerinnen und Nutzern inklusive.',
  setupFee: 2500,
  features: [
    { text: '35 Nutzerinnen und Nutzer inklusive (Minimum)', included: true },
    { text: `Jede weitere Person ${formatChf(20)} pro Monat`, included: true },
    { text: '3 GB Daten für die Wissensdatenbank (RAG)', included: true },
    { text: '10 Millionen Tokens pro Monat', included: true },
    { text: '1 eigener Assistent', included: true },
    { text: 'Support Montag bis Freitag, 9–17 Uhr', included: true },
  ],
  buttonText: 'Business anfragen',
  buttonLink: { to: pagePaths.contact },
  secondaryButtonText: 'Kostenlose Beratung',
  secondaryButtonLink: consultation,
  highlight: true,
  comingSoon: false,
  minPrice: null,
  savingsNote: null,
  additionalNote:
    'Die Onboarding-Gebühr umfasst einen Daten-Workshop von 4 Stunden, eine eigene Wissensdatenbank und 8 Stunden Begleitung beim Start.',
  intercomEvent: 'intro_offer_clicked_pricing',
} as const satisfies Plan;

export const enterprisePlan = {
  id: 'enterprise',
  name: 'Enterprise',
  tagline: 'Für grosse Organisationen mit besonderen Anforderungen',
  price: null,
  oldPrice: null,
  priceDetail: 'Preis auf Anfrage, exkl. MWST',
  description: 'Eigene Infrastruktur, unbegrenzte Kapazität und vertraglich zugesicherte Verfügbarkeit.',
  setupFee: null,
  features: [
    { text: 'Unbegrenzte Daten für die Wissensdatenbank (RAG)', included: true },
    { text: 'Unbegrenzte Tokens', included: true },
    { text: 'Dedizierte Infrastruktur', included: true },
    { text: 'Betrieb On-Premise möglich', included: true },
    { text: 'Service Level Agreement (SLA)', included: true },
  ],
  buttonText: 'Enterprise anfragen',
  buttonLink: { to: pagePaths.contact },
  secondaryButtonText: null,
  secondaryButtonLink: null,
  highlight: false,
  comingSoon: false,
  minPrice: 2500,
  savingsNote: null,
  additionalNote: null,
  intercomEvent: 'enterprise_inquiry_clicked_pricing',
} as const satisfies Plan;

/** In display order: Individual, Business, Enterprise. */
export const plans = [individualPlan, businessPlan, enterprisePlan] as const satisfies ReadonlyArray<Plan>;

/** The Business plan's monthly token quota, for the token estimator. */
export const businessMonthlyTokens = 10_000_000;

const introPrice = 525;

export const businessIntroOffer = {
  planId: businessPlan.id,
  price: introPrice,
  bookableUntil: '2025-06-30',
  guaranteedMonths: 12,
  buttonText: 'Einführungspreis sichern',
  savingsNote: `Sie sparen ${formatChf(businessPlan.price - introPrice)} pro Monat, 12\u00a0Monate garantiert`,
  terms: `Einführungspreis für Neukundinnen und Neukunden: ${formatChf(introPrice)} statt ${formatChf(businessPlan.price)} pro Monat bei Buchung bis 30. Juni 2025, garantiert für die ersten 12 Abrechnungsmonate.`,
} as const satisfies IntroOffer;

/** What search engines read about the product on the pricing page. */
export const platformProduct = {
  name: 'KI-Plattform für Teams, gehostet in der Schweiz',
  description:
    'Chat mit Modellwahl, persönliche Assistenten, Wissensdatenbank und Dokumentenanalyse auf Servern in Zürich, für KMU, Stiftungen und Non-Profits.',
} as const satisfies { name: string; description: string };
