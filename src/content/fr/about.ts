/** /fr/a-propos in French: every text of the page; the people, photos and profiles are in `src/content/about.ts`. */
import type { AboutWords } from '../about';

export const aboutWords = {
  intro: {
    eyebrow: 'À propos',
    title: 'L’IA pour les organisations qui gardent la maîtrise de leurs données',
    lead: '{brand} fait entrer l’IA moderne dans le quotidien des PME, des fondations et des organisations à but non lucratif, avec une plateforme exploitée en Suisse et des personnes qui savent écouter.',
    mission: [
      'Notre mission: que chaque organisation puisse utiliser l’IA aussi naturellement que l’e-mail, sans confier d’informations confidentielles à l’étranger. Pour cela, nous exploitons depuis Zurich une plateforme qui reste simple à comprendre, et nous prenons le temps de la mise en place.',
    ],
  },

  principles: {
    eyebrow: 'Notre façon de travailler',
    title: 'Trois principes sur lesquels vous pouvez nous juger',
    intro: 'Ils valent pour chaque projet, du premier entretien à l’exploitation courante.',
    items: {
      together: {
        title: 'Construire ensemble',
        text: 'Nous n’introduisons pas l’IA chez vous, mais avec vous. Vos collaboratrices et collaborateurs apportent les tâches du quotidien, nous la technique, et les décisions se prennent ensemble.',
      },
      openProcesses: {
        title: 'Des processus transparents',
        text: 'Vous voyez quel modèle fournit une réponse, où se trouvent vos documents et sur quoi nous travaillons ensuite. Notre feuille de route est publique.',
      },
      dataProtection: {
        title: 'Une protection des données sans compromis',
        text: 'Vos données sont stockées sur des serveurs en Suisse, dès le premier jour et sans supplément. Un autre site n’entre en ligne de compte que si vous le demandez expressément.',
      },
    },
  },

  team: {
    eyebrow: 'Équipe',
    title: 'Les personnes derrière {brand}',
    intro: 'Une petite équipe venue de la technique, du conseil et de la formation. Du premier entretien au support, vous parlez à des personnes qui connaissent votre organisation.',
    photoMissing: 'Aucune photo disponible',
    photoAlt: 'Portrait illustré de {name}',
    linkedinLabel: '{name} sur LinkedIn',
    members: {
      anna: {
        role: 'Cofondatrice, produit et partenariats',
        bio: 'A dirigé auparavant des projets de numérisation pour des fondations et des associations faîtières. Veille à ce que la plateforme résolve de vraies tâches du quotidien, au lieu de seulement briller en démo.',
      },
      marco: {
        role: 'Cofondateur, technique et exploitation',
        bio: 'Responsable de l’hébergement, des modèles et de la sécurité. N’intègre un modèle de langage que s’il fonctionne de manière fiable et peut être exploité en Suisse.',
      },
      laura: {
        role: 'Succès client et onboarding',
        bio: 'Accompagne les nouveaux clients pendant l’atelier et la mise en place, puis reste leur première interlocutrice.',
      },
      reto: {
        role: 'Protection des données et conformité',
        bio: 'Traduit la nLPD et le RGPD en paramètres concrets et vous accompagne pour le contrat de sous-traitance.',
      },
      sofia: {
        role: 'Academy et formations',
        bio: 'Conçoit les formats d’apprentissage de l’Academy et montre aux équipes comment gagner du temps avec de bons prompts et leurs propres assistants.',
      },
    },
  },

  philosophy: {
    eyebrow: 'Nos convictions',
    title: 'La technique au service des personnes qui l’utilisent',
    paragraphs: [
      'Une bonne IA ne se reconnaît pas au nombre de ses fonctions, mais au fait qu’une équipe l’utilise encore volontiers trois mois plus tard. C’est à cette aune que nous nous mesurons.',
      'Nous disons franchement ce que la plateforme sait faire aujourd’hui, et ce qu’elle ne sait pas faire. Et si une tâche se règle mieux sans IA, nous vous le disons aussi.',
    ],
    statement: {
      quote:
        'J’ai vu trop d’organisations renoncer à l’IA parce qu’elles ne voulaient pas se dessaisir de leurs données. Personne ne devrait avoir à faire ce choix. Nous construisons la plateforme que j’aurais aimé pouvoir offrir à mes clients à l’époque.',
    },
  },

  partners: {
    eyebrow: 'Partenaires',
    title: 'Avec qui nous travaillons',
    paragraphs: [
      'Pour l’hébergement, le conseil et l’Academy, nous collaborons avec des partenaires spécialisés. Nous ne citons un partenaire qu’une fois qu’il a donné son accord.',
      'Quels partenaires conviennent à votre projet? Nous en parlons volontiers avec vous dès aujourd’hui.',
    ],
    status: 'La liste de nos partenaires sera bientôt publiée ici.',
  },

  closing: {
    title: 'Faisons connaissance',
    text: 'Parlez-nous de votre organisation. Nous vous montrons où l’IA allège le travail de votre équipe et comment vos données restent protégées.',
    cta: 'Réserver un conseil gratuit',
    contactPrefix: 'Vous préférez écrire? Envoyez-nous un e-mail à',
  },
} as const satisfies AboutWords;
