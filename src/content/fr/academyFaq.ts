/**
 * The Academy's 13 questions and answers in French. Their order and anchors
 * are in `src/content/academyFaq.ts`; the figures, times and prices are
 * filled in from `cohortProgramme`.
 */
import type { AcademyFaqWords } from '../academyFaq';

export const academyFaqWords = {
  'audience': {
    question: 'À qui s’adresse l’Academy?',
    answer: [
      'Aux équipes de direction de PME, de fondations et d’organisations à but non lucratif qui veulent introduire l’IA pour de bon, et pas seulement l’essayer. L’idéal est de venir en petite équipe: un sponsor issu de la direction (executive sponsor), une direction de programme ou le PMO, et deux à quatre responsables de département.',
      'Aucune connaissance en programmation n’est nécessaire. Ce qui compte davantage: apporter vos propres processus, ceux que vous voulez améliorer.',
    ],
  },
  'time-needed': {
    question: 'Combien de temps faut-il prévoir?',
    answer: [
      'Pendant les semaines {teachFirstWeek}–{teachLastWeek}, vous vous retrouvez chaque mardi et chaque jeudi de {teachFrom} à {teachUntil}, soit {liveHours} heures en direct au total.',
      'Pendant les semaines {buildFirstWeek}–{buildLastWeek}, une session Build a lieu chaque mardi de {buildFrom} à {buildUntil} et une permanence chaque vendredi de {officeFrom} à {officeUntil}. Entre deux, vous avancez sur vos propres cas.',
    ],
  },
  online: {
    question: 'Le programme a-t-il lieu en ligne?',
    answer: [
      'Oui. L’Academy est pensée d’abord pour le travail à distance: toutes les sessions ont lieu en direct par vidéo, et toutes les heures s’entendent en heure suisse ({timeZone}). Si vous souhaitez aussi vous retrouver en personne, vous pouvez ajouter la journée sur place optionnelle, pendant les semaines {onsiteFrom}–{onsiteTo}.',
    ],
  },
  language: {
    question: 'Dans quelle langue le programme est-il donné?',
    answer: ['En allemand. Les supports, les exercices et les modèles que vous recevez sont eux aussi en allemand.'],
  },
  costs: {
    question: 'Combien coûte la participation?',
    answer: [
      'La première personne de votre organisation coûte {firstSeat}, chaque personne supplémentaire de la même organisation {furtherSeat}, soit la moitié. Six personnes coûtent ensemble {exampleTotal}.',
    ],
  },
  vat: {
    question: 'Les prix comprennent-ils la TVA?',
    answer: ['Non. Tous les prix s’entendent hors TVA; la TVA, actuellement de {vatRate}, s’ajoute sur la facture.'],
  },
  'day-on-site': {
    question: 'Qu’est-ce que la journée sur place, et combien coûte-t-elle?',
    answer: [
      'Une journée d’atelier optionnelle chez vous, pendant les semaines {onsiteFrom}–{onsiteTo}, au cours de laquelle nous travaillons avec votre équipe directement sur vos processus. Elle coûte {onsiteAddOn} par organisation; les frais de déplacement et de salle s’y ajoutent.',
    ],
  },
  'missed-session': {
    question: 'Et si quelqu’un manque une session?',
    answer: ['Chaque session est enregistrée. La personne absente regarde l’enregistrement et apporte ses questions à la session suivante ou à la permanence.'],
  },
  certificate: {
    question: 'Recevons-nous un certificat?',
    answer: ['Oui. Chaque personne qui termine le programme reçoit un certificat. Vous fêtez la fin du programme avec votre cohorte lors d’un showcase, où chaque équipe présente ce qu’elle a construit.'],
  },
  'teach-and-build': {
    question: 'Qu’est-ce qui distingue les phases TEACH et BUILD?',
    answer: [
      'Dans la phase TEACH (semaines {teachFirstWeek}–{teachLastWeek}), vous apprenez en {sessions} sessions en direct comment l’IA peut travailler de façon sûre et efficace dans une organisation. Dans la phase BUILD (semaines {buildFirstWeek}–{buildLastWeek}), vous appliquez ces acquis à vos propres processus, semaine après semaine, avec une étape intermédiaire fixe.',
    ],
  },
  results: {
    question: 'Qu’avons-nous en main après {weeks} semaines?',
    answer: [
      'Votre gouvernance en version 1.0, des protocoles éprouvés et une Protocol Factory pour mettre en place vous-mêmes de nouveaux processus, ainsi qu’un projet Capstone et une feuille de route pour les 90 jours suivants.',
    ],
  },
  'after-the-programme': {
    question: 'Que se passe-t-il après le programme?',
    answer: ['Vous restez membres de la communauté des alumni et y échangez avec les équipes des cohortes précédentes et suivantes. Les enregistrements restent à votre disposition.'],
  },
  'next-cohort': {
    question: 'Quand démarre la prochaine cohorte, et combien de places y a-t-il?',
    answer: [
      'Nous vous indiquons la date de début et les places libres de la prochaine cohorte lors de l’entretien gratuit. Nous y vérifions aussi ensemble si le programme convient à votre équipe.',
    ],
  },
} as const satisfies AcademyFaqWords;
