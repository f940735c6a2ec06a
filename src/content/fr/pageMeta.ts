/**
 * Every page's title and description in French, for the head, the social
 * cards and the SEO pages. A title leaves out the brand, which
 * `src/content/pageContent.ts` adds; figures and names are `{placeholders}`.
 */
import type { PageMetaWords, SocialCardWords } from '../pageContent';

export const pageMetaWords = {
  home: {
    title: 'IA sécurisée hébergée en Suisse pour les PME',
    description:
      'Chat IA, assistants et analyse de documents hébergés à Zurich, pour PME, fondations et associations soucieuses de leurs données. Premier conseil gratuit.',
  },
  pricing: {
    title: 'Tarifs de l’IA suisse: formules et tokens',
    description:
      'Ce que coûte la plateforme d’IA suisse: {business} dès {users} personnes avec {tokenMillions} millions de tokens, {enterprise} sur demande. Hébergement à Zurich, prix hors TVA.',
  },
  apiProducts: {
    title: 'API d’IA compatible OpenAI, hébergée à Zurich',
    description:
      'API compatible OpenAI pour les modèles Mistral et GPT et les embeddings, hébergée à Zurich. Avec démarrage rapide pour curl, JavaScript et Python, prix clairs.',
  },
  academy: {
    title: 'Academy: programme IA en cohorte sur {weeks} semaines',
    description:
      'Dix semaines en ligne et en direct, en allemand: votre direction apprend à utiliser l’IA en sécurité. Première personne {firstSeat}, les suivantes à moitié prix.',
  },
  faq: {
    title: 'FAQ: données, technique et mise en place',
    description:
      'Réponses sur la protection des données, l’hébergement à Zurich, les modèles de langage, les tokens, la mise en place et le support: filtrer, chercher, partager.',
  },
  about: {
    title: 'À propos: équipe, principes et convictions',
    description:
      'Qui se cache derrière la plateforme d’IA suisse: notre mission, trois principes de collaboration, l’équipe à Zurich et pourquoi vos données restent en Suisse.',
  },
  contact: {
    title: 'Contact: réserver un échange, appeler, écrire',
    description:
      'Réservez un premier échange gratuit de 15 à 20 minutes ou joignez notre équipe à Zurich par téléphone et e-mail, du lundi au vendredi, de {opensAt} à {closesAt}.',
  },
  freeSession: {
    title: 'Entretien gratuit de 30 minutes sur l’IA',
    description:
      '30 minutes en visio: démonstration de la plateforme d’IA sur vos tâches, réponses sur les données, les coûts et la mise en place. Gratuit et sans engagement.',
  },
  bookingConfirmed: {
    title: 'Rendez-vous réservé: confirmation par e-mail',
    description:
      'Votre rendez-vous est réservé. Vous recevrez d’ici quelques minutes la confirmation par e-mail, avec tous les détails et le lien vers l’appel vidéo.',
  },
  login: {
    title: 'Connexion ou création de compte – IA suisse',
    description:
      'Connectez-vous à votre plateforme d’IA ou créez un compte: hébergement en Suisse, conforme à la nLPD et au RGPD, chiffré. Pour PME, fondations et associations.',
  },
  resetPassword: {
    title: 'Réinitialiser le mot de passe – accès à l’app',
    description:
      'Mot de passe oublié? Vérifiez votre adresse e-mail et définissez un nouveau mot de passe dans l’app {brand}. Nous ne transmettons pas votre adresse.',
  },
  roadmap: {
    title: 'Feuille de route: nouveautés de la plateforme IA',
    description:
      'Des chats temporaires au MCP: ce que la plateforme d’IA suisse a gagné depuis {since}, ce qu’apporte la prochaine version et ce que nous testons actuellement.',
  },
  impressum: {
    title: 'Mentions légales: exploitant, registre, contact',
    description:
      'Qui exploite ce site: {company} à Zurich, registre du commerce, numéros IDE et TVA, direction, contact et conseiller à la protection des données.',
  },
  terms: {
    title: 'CGV: conditions de la plateforme d’IA suisse',
    description:
      'Les conditions générales de vente de la plateforme d’IA suisse: prestations, sous-traitance des données, prix et paiement, durée, support et for juridique.',
  },
  privacy: {
    title: 'Politique de confidentialité: nLPD et RGPD',
    description:
      'Les données personnelles que nous traitons et pourquoi, qui les reçoit, dans quels pays, combien de temps nous les gardons, vos droits selon la nLPD et le RGPD.',
  },
  cookies: {
    title: 'Politique relative aux cookies du site',
    description:
      'Quels cookies notre site utilise, pourquoi et pour combien de temps: nécessaires, fonctionnels et marketing, avec leur fournisseur. Modifiable à tout moment.',
  },
  seoAudit: {
    title: 'Audit SEO: liste de contrôle des pages (interne)',
    description:
      'Contrôle interne de chaque page lors du build: titre, description, canonical, données structurées, sitemap et robots.txt, avec score et recommandations claires.',
  },
  seoDashboard: {
    title: 'Tableau de bord SEO: balises et scores (interne)',
    description:
      'Tableau de bord interne du dernier build: titre et description de chaque page avec longueur, Open Graph, Twitter, canonical, schema, score et recommandations.',
  },
} as const satisfies PageMetaWords;

/** Every page's social card as a sentence, for those who cannot see it (`og:image:alt`). */
export const socialCardWords = {
  alt: 'Logo et nom de {brand}, au-dessus du titre «{title}».',
} as const satisfies SocialCardWords;
