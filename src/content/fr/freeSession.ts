/** /fr/entretien-gratuit in French: every text of the page; the agenda's and benefits' order, the icons, the call's length and the customer quoted are in `src/content/freeSession.ts`. */
import type { FreeSessionWords } from '../freeSession';

export const freeSessionWords = {
  hero: {
    eyebrow: 'Premier entretien gratuit',
    title: 'En {minutes} minutes, vous savez ce que l’IA peut apporter à votre équipe',
    lead: 'Vous nous décrivez vos processus, nous vous montrons la plateforme sur des tâches de votre quotidien. Gratuit, sans engagement, avec une personne de notre équipe à Zurich.',
  },
  booking: {
    eyebrow: 'Choisir un rendez-vous',
    title: 'Choisissez un créneau libre',
    text: 'Toutes les heures sont en heure suisse. Après la réservation, vous recevez une confirmation avec le lien vers l’appel vidéo.',
    facts: ['{minutes} minutes par vidéo', 'Gratuit et sans engagement', 'Entretien {languages}', 'Report ou annulation à tout moment'],
  },
  agenda: {
    eyebrow: 'Déroulement',
    title: 'Ce qui vous attend pendant l’entretien',
    intro: 'Un déroulement clair, pour que la demi-heure vous soit vraiment utile. Vous n’avez rien à préparer.',
    steps: {
      situation: {
        title: 'Votre situation',
        text: 'Vous nous dites où votre équipe perd du temps aujourd’hui: dans les textes, les documents, les demandes ou les recherches.',
      },
      yourExamples: {
        title: 'La plateforme sur vos exemples',
        text: 'Nous vous montrons le chat, les assistants et l’analyse de documents sur des tâches que vous connaissez au quotidien.',
      },
      dataProtection: {
        title: 'Protection des données et hébergement',
        text: 'Vous apprenez où se trouvent vos données, qui peut y accéder et comment la plateforme applique la loi suisse sur la protection des données (nLPD) et le RGPD.',
      },
      questions: {
        title: 'Vos questions',
        text: 'Coûts, mise en place, formation ou connexion à vos systèmes: nous répondons franchement, même quand la réponse est «pas encore».',
      },
      recommendation: {
        title: 'Une recommandation honnête',
        text: 'Pour finir, nous vous disons si la plateforme convient à votre organisation et quelle serait la prochaine étape utile.',
      },
    },
  },
  benefits: {
    eyebrow: 'Pourquoi nous',
    title: 'Ce sur quoi vous pouvez compter',
    intro: 'Trois points qui font la différence pour les organisations qui traitent des données confidentielles.',
    items: {
      swissDataSecurity: {
        title: 'Sécurité des données à la suisse',
        text: 'Hébergement dans la région de Zurich chez un partenaire certifié ISO 27001, données stockées chiffrées en AES-256, conformité à la nLPD et au RGPD.',
      },
      practicalUse: {
        title: 'Un usage concret',
        text: 'Nous parlons de vos tâches, pas de technique. Vous découvrez des modèles de textes et des assistants que des équipes de PME, de fondations et d’associations utilisent chaque jour.',
      },
      humanSupport: {
        title: 'Un accompagnement humain',
        text: 'Vous parlez avec les personnes qui exploitent elles-mêmes la plateforme. Après le démarrage aussi, vous nous joignez {weekdays}, {hours}.',
      },
    },
  },
  testimonial: {
    eyebrow: 'Témoignage',
    title: 'Un premier entretien qui a débouché sur un plan',
    quote:
      '«Au bout de trente minutes, nous savions quels étaient les deux processus à traiter en premier. Aucune pression commerciale, mais des réponses claires sur la protection des données et l’effort à prévoir.»',
    role: 'Responsable de l’administration',
  },
  closing: {
    title: 'Vous avez {minutes} minutes?',
    text: 'Choisissez un créneau libre dans le calendrier. La confirmation avec le lien vers l’appel vidéo vous parvient par e-mail.',
    jumpLabel: 'Choisir un créneau maintenant',
    contactPrefix: 'Vous préférez écrire?',
  },
} as const satisfies FreeSessionWords;
