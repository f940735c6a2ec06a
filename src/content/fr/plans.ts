/**
 * The three plans in French, around the figures of `src/content/plans.ts`.
 */
import { pathsIn } from '../../lib/paths';
import { formatterFor } from '../../lib/format';
import { consultationIn } from '../links';
import { businessIntroOfferFacts, businessPlanFacts, businessPlanIncludes, enterprisePlanFacts, individualPlanFacts, type Plan, type PlanCardLabels } from '../plans';
import type { IntroOffer } from '../../lib/introOffer';
import type { PlansContent } from '../pageContent';

const paths = pathsIn('fr-CH');
const format = formatterFor('fr-CH');
const consultation = consultationIn('fr-CH');
const includes = businessPlanIncludes;

export const planCardLabels = {
  from: 'dès',
  comingSoon: 'Bientôt disponible',
  recommended: 'Recommandé',
  oldPrice: 'Ancien prix',
  setupFee: 'Frais d’onboarding uniques',
  notIncluded: 'Non compris:',
} as const satisfies PlanCardLabels;

export const individualPlan = {
  ...individualPlanFacts,
  tagline: 'Pour les particuliers et les indépendants',
  priceDetail: 'par mois, hors TVA',
  description:
    'Le chat IA suisse pour votre propre travail. Inscrivez-vous sur la liste d’attente: nous vous contacterons dès le lancement.',
  features: [
    { text: 'Chat avec choix du modèle', included: true },
    { text: 'Analyse de documents et recherche web', included: true },
    { text: 'Hébergement en Suisse', included: true },
    { text: 'Base de connaissances propre (RAG)', included: false },
    { text: 'Gestion d’équipe et assistants partagés', included: false },
  ],
  buttonText: 'Rejoindre la liste d’attente',
  buttonLink: { to: paths.contact },
  secondaryButtonText: null,
  secondaryButtonLink: null,
  savingsNote: null,
  additionalNote: null,
} as const satisfies Plan;

export const businessPlan = {
  ...businessPlanFacts,
  tagline: 'Pour les équipes des PME, fondations et organisations à but non lucratif',
  priceDetail: 'par mois, facturation annuelle, hors TVA',
  description: `Toute la plateforme pour votre organisation, ${includes.users} utilisatrices et utilisateurs compris.`,
  features: [
    { text: `${includes.users} utilisatrices et utilisateurs compris (minimum)`, included: true },
    { text: `${format.chf(includes.pricePerExtraUser)} par mois pour chaque personne supplémentaire`, included: true },
    { text: `${includes.knowledgeBaseGb} Go de données pour la base de connaissances (RAG)`, included: true },
    { text: `${format.number(includes.monthlyTokens / 1_000_000)} millions de tokens par mois`, included: true },
    { text: `${includes.assistants} assistant personnalisé`, included: true },
    { text: `Support du lundi au vendredi, de ${includes.supportHours.from} h à ${includes.supportHours.until} h`, included: true },
  ],
  buttonText: 'Demander une offre Business',
  buttonLink: { to: paths.contact },
  secondaryButtonText: 'Conseil gratuit',
  secondaryButtonLink: consultation,
  savingsNote: null,
  additionalNote: `Les frais d’onboarding comprennent un atelier de ${includes.onboarding.workshopHours} heures sur vos données, une base de connaissances propre et ${includes.onboarding.supportHours} heures d’accompagnement au démarrage.`,
} as const satisfies Plan;

export const enterprisePlan = {
  ...enterprisePlanFacts,
  tagline: 'Pour les grandes organisations aux exigences particulières',
  priceDetail: 'Prix sur demande, hors TVA',
  description: 'Infrastructure dédiée, capacité illimitée et disponibilité garantie par contrat.',
  features: [
    { text: 'Données illimitées pour la base de connaissances (RAG)', included: true },
    { text: 'Tokens illimités', included: true },
    { text: 'Infrastructure dédiée', included: true },
    { text: 'Exploitation sur site (on-premise) possible', included: true },
    { text: 'Accord de niveau de service (SLA)', included: true },
  ],
  buttonText: 'Demander une offre Enterprise',
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
  buttonText: 'Profiter du prix de lancement',
  savingsNote: `Vous économisez ${format.chf(businessPlanFacts.price - offer.price)} par mois, ${offer.guaranteedMonths}\u00a0mois garantis`,
  terms: `Prix de lancement pour les nouveaux clients: ${format.chf(offer.price)} au lieu de ${format.chf(businessPlanFacts.price)} par mois pour toute souscription jusqu’au ${format.date(offer.bookableUntil)}, garanti pendant les ${offer.guaranteedMonths} premiers mois de facturation.`,
} as const satisfies IntroOffer;

/** What search engines read about the product on the pricing page. */
export const platformProduct = {
  name: 'Plateforme d’IA pour les équipes, hébergée en Suisse',
  description:
    'Chat avec choix du modèle, assistants personnels, base de connaissances et analyse de documents sur des serveurs à Zurich, pour les PME, fondations et organisations à but non lucratif.',
} as const satisfies { name: string; description: string };

/** The plans as the home and pricing pages show them. */
export const plansContent = { plans, cardLabels: planCardLabels, introOffer: businessIntroOffer } as const satisfies PlansContent;
