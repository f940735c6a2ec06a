/**
 * /fr/academy in French: every text of the page. The German page speaks
 * «ihr/euch»; the French page, like every French page, says «vous». The
 * structure (the items' order, images, phases, the participants quoted,
 * prices and weeks) is in `src/content/academy.ts`; the figures, times and
 * prices are filled in from `cohortProgramme`, the 13 questions are in
 * `academyFaq.ts`.
 */
import type { AcademyWords } from '../academy';

export const academyWords = {
  hero: {
    eyebrow: 'Academy · Programme en cohorte',
    title: 'Ancrer l’IA dans votre organisation, en dix semaines et avec votre propre équipe',
    lead: 'Pendant quatre semaines, vous apprenez en direct comment l’IA travaille de façon sûre et efficace dans une organisation. Pendant six semaines, vous l’appliquez à vos propres processus, avec notre accompagnement. Vous repartez avec des règles, des outils éprouvés et une feuille de route pour les 90 jours suivants.',
    primaryCta: 'Entretien gratuit',
    chatLabel: 'Démarrer le chat',
  },

  atAGlance: {
    title: 'Le programme en bref',
    facts: {
      duration: { label: 'Durée', value: '{weeks} semaines en deux phases' },
      format: { label: 'Format', value: 'À distance, en direct par vidéo' },
      timeZone: { label: 'Fuseau horaire' },
      learningForm: { label: 'Formule', value: 'En cohorte, avec d’autres équipes' },
      language: { label: 'Langue', value: 'Allemand' },
      completion: { label: 'À la fin', value: 'Certificat et enregistrements' },
    },
  },

  booking: {
    eyebrow: 'Entretien gratuit',
    title: 'L’Academy est-elle faite pour vous? Voyons-le en {minutesFrom} à {minutesTo} minutes',
    text: 'Dites-nous où vous en êtes avec l’IA et ce que vous voulez atteindre. Nous vous disons franchement si le programme s’y prête, et nous vous indiquons la date de début et les places libres de la prochaine cohorte.',
    facts: ['{minutesFrom} à {minutesTo} minutes par vidéo', 'Gratuit et sans engagement', 'Avec une personne de l’équipe Academy'],
  },

  bookingEmbed: {
    text: 'Consultez les créneaux libres et réservez directement. La confirmation vous parvient par e-mail.',
    privacyNote: 'Le calendrier est fourni par Cal.com. Il ne se charge que lorsque vous l’affichez; des données techniques comme votre adresse IP sont alors transmises à Cal.com.',
    failed: 'Le calendrier ne peut pas être chargé pour le moment. Vous pouvez réserver votre rendez-vous directement sur Cal.com.',
    unavailable: {
      text: 'Écrivez-nous ou appelez-nous, nous vous proposerons volontiers un rendez-vous:',
    },
  },

  problemSolution: {
    eyebrow: 'Pourquoi l’Academy',
    title: 'Passer des essais à un usage établi',
    intro: 'La plupart des organisations utilisent déjà l’IA, mais chacun de son côté. Le programme en fait une méthode de travail que toute votre équipe porte.',
    steps: {
      problem: {
        label: 'Problème',
        title: 'Beaucoup essaient, peu savent ce qui est permis',
        text: 'Certaines personnes utilisent des outils d’IA de leur propre initiative. Il manque des règles, des responsabilités claires et une compréhension commune: les bonnes idées restent des essais isolés, les risques restent invisibles.',
      },
      solution: {
        label: 'Solution',
        title: 'Une équipe, un programme, vos cas',
        text: 'Votre équipe de direction acquiert les bases ensemble, puis travaille sur ses propres processus, avec des rendez-vous fixes, des étapes intermédiaires claires et notre accompagnement.',
      },
      result: {
        label: 'Résultat',
        title: 'Des règles, des outils et une feuille de route',
        text: 'Après dix semaines, vous disposez d’une gouvernance écrite, de protocoles éprouvés et d’une feuille de route pour les 90 jours suivants, que vous pouvez mener à bien sans nous.',
      },
    },
  },

  talks: {
    eyebrow: 'Exposés et ateliers',
    title: 'Écouter, essayer, construire soi-même',
    intro: 'Chaque session associe un court exposé à un travail sur des exemples réels. Vous ne sortez jamais d’un rendez-vous les mains vides.',
    items: {
      liveTalk: {
        title: 'Exposés en direct, suivis d’une discussion',
        text: 'De courts exposés sur les modèles, la protection des données et la gouvernance, puis des questions et des échanges avec les autres équipes de la cohorte.',
        imageAlt: 'Illustration: une intervenante présente une diapositive en visioconférence; quatre personnes l’écoutent, chacune dans sa propre fenêtre.',
      },
      workshop: {
        title: 'Ateliers sur vos processus',
        text: 'En petits groupes, vous découpez l’un de vos processus en étapes et vous en tirez un protocole, que vous testez la semaine suivante.',
        imageAlt: 'Illustration: un mur couvert de notes adhésives qui montrent les étapes d’un processus, à côté d’un ordinateur portable ouvert sur un brouillon.',
      },
    },
  },

  programme: {
    eyebrow: 'Contenu du programme',
    title: 'Deux phases: d’abord apprendre, puis construire',
    intro: '{weeks} semaines en deux phases, TEACH pour apprendre, puis BUILD pour construire, avec des rendez-vous fixes que vous pouvez inscrire tôt dans les agendas de votre équipe.',
    phaseLabel: 'Phase {number}',
    phaseWeeks: 'Semaines {firstWeek}–{lastWeek}',
    phases: {
      teach: {
        text: 'Vous apprenez comment fonctionnent les modèles de langage, comment leur donner du contexte et de quelles règles vous avez besoin pour les données et les responsabilités. Chaque session se termine par un exercice sur vos propres exemples.',
        facts: ['{liveHours} heures en direct', '{sessions} sessions de {sessionHours} heures', 'Mardi et jeudi, {teachFrom}–{teachUntil}'],
      },
      build: {
        text: 'Semaine après semaine, vous construisez vos processus, avec une étape intermédiaire fixe chaque semaine. À la permanence, vous obtenez des réponses avant de rester bloqués.',
        facts: [
          'Session Build: mardi, {buildFrom}–{buildUntil} ({buildSessionHours} heures)',
          'Permanence: vendredi, {officeFrom}–{officeUntil} ({officeHours} heure)',
          'Sur demande, une journée sur place pendant les semaines {onsiteFrom}–{onsiteTo}',
        ],
      },
    },
    timeZoneNote: 'Toutes les heures sont indiquées en heure suisse ({timeZone}).',
  },

  outcomes: {
    eyebrow: 'Ce qui reste',
    title: 'Ce que vous avez en main à la fin du programme',
    intro: 'Pas une collection de diapositives, mais des résultats concrets qui continuent à vivre dans votre organisation.',
    outcomes: [
      'Votre gouvernance en version 1.0: qui peut utiliser l’IA, pour quoi faire, avec quelles données et sous quelle responsabilité',
      'Des protocoles éprouvés et une Protocol Factory, votre atelier de protocoles, avec laquelle vous mettez vous-mêmes en place de nouveaux processus',
      'Un Test Harness, un banc d’essai pour vérifier que vos prompts et vos protocoles font ce qu’ils doivent faire',
      'Un projet Capstone, le projet final de votre équipe, et une feuille de route pour les 90 jours suivants',
      'Un certificat, les enregistrements de toutes les sessions et l’accès à la communauté des alumni',
    ],
    selfCheck: {
      title: 'Le programme est-il fait pour vous?',
      rule: 'Cochez ce qui s’applique à vous. Si au moins deux points correspondent, le programme vous convient.',
      statements: [
        'Chez nous, certaines personnes utilisent déjà l’IA, mais sans règles communes.',
        'Nous voulons utiliser l’IA dans des processus concrets, pas seulement l’essayer.',
        'Un membre de la direction soutient le projet en tant que sponsor.',
        'Nous pouvons réserver des rendez-vous fixes pour une petite équipe pendant dix semaines.',
      ],
      status: {
        none: 'Rien n’est encore coché.',
        notYet: 'Un point correspond. Le programme convient à partir de deux points.',
        fits: 'Au moins deux points correspondent: le programme est fait pour vous.',
      },
      privacyNote: 'Vos réponses restent sur cette page. Rien n’est enregistré ni envoyé.',
    },
  },

  testimonials: {
    title: 'Ce qu’en disent les participants',
    items: {
      andrea: {
        quote: 'Avant, chaque département menait ses propres expériences avec l’IA. Après dix semaines, nous avons des règles communes et trois processus qui fonctionnent vraiment.',
        role: 'Directrice (exemple)',
      },
      beat: {
        quote: 'Les étapes intermédiaires fixées chaque semaine nous ont obligés à aller au bout. La feuille de route à 90 jours est maintenant sur la table de la direction.',
        role: 'Responsable du PMO (exemple)',
      },
    },
  },

  prices: {
    eyebrow: 'Prix',
    title: 'Ce que coûte l’Academy',
    intro: 'Vous payez par personne. Chaque personne supplémentaire de la même organisation paie la moitié. Tous les prix s’entendent hors TVA.',
    lines: {
      firstSeat: { label: 'Première personne', note: 'Une place complète dans le programme' },
      furtherSeat: { label: 'Chaque personne supplémentaire de la même organisation', note: '{furtherSeatDiscount} de rabais sur la première place' },
      onsiteAddOn: {
        label: 'Journée sur place (en option)',
        note: 'Une journée d’atelier chez vous pendant les semaines {onsiteFrom}–{onsiteTo}, frais de déplacement et de salle en sus',
      },
    },
    example: 'Exemple: une équipe de six personnes paie {exampleTotal}.',
    calculator: {
      title: 'Calculez votre prix',
      participantsLabel: 'Nombre de personnes de votre organisation',
      participantsHint: 'Nombre entier à partir de 1',
      invalid: 'Veuillez saisir un nombre entier à partir de 1.',
      onsiteLabel: 'Avec journée sur place',
      firstSeatLabel: 'Première personne',
      // French counts 0 and 1 in the singular.
      furtherSeats: { one: '{count} personne supplémentaire', other: '{count} personnes supplémentaires' },
      onsiteLineLabel: 'Journée sur place',
      totalLabel: 'Total hors TVA',
      onsiteExtrasNote: 'Les frais de déplacement et de salle pour la journée sur place s’y ajoutent.',
    },
  },

  timeline: {
    eyebrow: 'Déroulement',
    title: 'Dix semaines, dix étapes clés',
    intro: 'Chaque semaine se termine par un résultat que vous pouvez montrer.',
    weekLabel: 'Semaine {week}',
    milestones: {
      1: 'Atelier de lancement et bases des modèles de langage',
      2: 'Donner du contexte: prompts, documents et connaissances',
      3: 'Protection des données, risques et responsabilités',
      4: 'Choisir vos processus et fixer les priorités',
      5: 'Core Context v1 et gouvernance v0.3',
      6: 'Protocols v0.5 et Test Harness v0.1',
      7: 'Master Prompt Spec v0.3',
      8: 'Execution OS Lite et Decision Helper',
      9: 'Protocol Factory v1 et gouvernance v1.0',
      10: 'Capstone et feuille de route à 90 jours',
    },
  },

  faq: {
    title: 'Questions fréquentes sur l’Academy',
    benefits: {
      title: 'Ce que vous obtenez',
      items: [
        '{liveHours} heures d’enseignement en direct en phase 1',
        '{buildWeeks} semaines de travail accompagné sur vos processus',
        'Une permanence chaque semaine en phase 2',
        'Les enregistrements de toutes les sessions',
        'Un certificat à la fin du programme',
        'L’accès à la communauté des alumni',
      ],
    },
  },

  stickyCta: {
    title: 'L’Academy est-elle faite pour vous?',
    text: 'Découvrez-le lors d’un entretien gratuit.',
    cta: 'Choisir un rendez-vous',
    regionLabel: 'Rendez-vous pour l’Academy',
  },
} as const satisfies AcademyWords;
