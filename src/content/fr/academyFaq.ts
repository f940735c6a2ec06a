/**
 * The Academy's 13 questions and answers (spec §9: «Academy FAQ has 13
 * questions»), in French. The accordion shows them and the route's
 * `FAQPage` JSON-LD repeats them, both from this one list; it lives apart
 * from the page copy because the route table, and so the first bundle,
 * imports it.
 */
import { formatterFor } from '../../lib/format';
import { cohortSeatTotal } from '../../lib/cohortSeats';
import { cohortProgramme } from '../cohortProgramme';
import type { FaqItem } from '../types';

const format = formatterFor('fr-CH');

const { prices, teach, build, onsiteWeeks, weeks } = cohortProgramme;

export const academyFaq = [
  {
    id: 'fuer-wen',
    question: 'À qui s’adresse l’Academy?',
    answer: [
      'Aux équipes de direction de PME, de fondations et d’organisations à but non lucratif qui veulent introduire l’IA pour de bon, et pas seulement l’essayer. L’idéal est de venir en petite équipe: un sponsor issu de la direction (executive sponsor), une direction de programme ou le PMO, et deux à quatre responsables de département.',
      'Aucune connaissance en programmation n’est nécessaire. Ce qui compte davantage: apporter vos propres processus, ceux que vous voulez améliorer.',
    ],
  },
  {
    id: 'zeitaufwand',
    question: 'Combien de temps faut-il prévoir?',
    answer: [
      `Pendant les semaines ${teach.firstWeek}–${teach.lastWeek}, vous vous retrouvez chaque mardi et chaque jeudi de 14 h 00 à 17 h 00, soit ${teach.liveHours} heures en direct au total.`,
      `Pendant les semaines ${build.firstWeek}–${build.lastWeek}, une session Build a lieu chaque mardi de 16 h 00 à 18 h 00 et une permanence chaque vendredi de 12 h 00 à 13 h 00. Entre deux, vous avancez sur vos propres cas.`,
    ],
  },
  {
    id: 'online',
    question: 'Le programme a-t-il lieu en ligne?',
    answer: [
      `Oui. L’Academy est pensée d’abord pour le travail à distance: toutes les sessions ont lieu en direct par vidéo, et toutes les heures s’entendent en heure suisse (Europe/Zurich). Si vous souhaitez aussi vous retrouver en personne, vous pouvez ajouter la journée sur place optionnelle, pendant les semaines ${onsiteWeeks.from}–${onsiteWeeks.to}.`,
    ],
  },
  {
    id: 'sprache',
    question: 'Dans quelle langue le programme est-il donné?',
    answer: ['En allemand. Les supports, les exercices et les modèles que vous recevez sont eux aussi en allemand.'],
  },
  {
    id: 'kosten',
    question: 'Combien coûte la participation?',
    answer: [
      `La première personne de votre organisation coûte ${format.chf(prices.firstSeat)}, chaque personne supplémentaire de la même organisation ${format.chf(prices.furtherSeat)}, soit la moitié. Six personnes coûtent ensemble ${format.chf(cohortSeatTotal({ participants: 6, withOnsiteDay: false }, prices).total)}.`,
    ],
  },
  {
    id: 'mwst',
    question: 'Les prix comprennent-ils la TVA?',
    answer: ['Non. Tous les prix s’entendent hors TVA; la TVA, actuellement de 8,1%, s’ajoute sur la facture.'],
  },
  {
    id: 'tag-vor-ort',
    question: 'Qu’est-ce que la journée sur place, et combien coûte-t-elle?',
    answer: [
      `Une journée d’atelier optionnelle chez vous, pendant les semaines ${onsiteWeeks.from}–${onsiteWeeks.to}, au cours de laquelle nous travaillons avec votre équipe directement sur vos processus. Elle coûte ${format.chf(prices.onsiteAddOn)} par organisation; les frais de déplacement et de salle s’y ajoutent.`,
    ],
  },
  {
    id: 'session-verpasst',
    question: 'Et si quelqu’un manque une session?',
    answer: ['Chaque session est enregistrée. La personne absente regarde l’enregistrement et apporte ses questions à la session suivante ou à la permanence.'],
  },
  {
    id: 'zertifikat',
    question: 'Recevons-nous un certificat?',
    answer: ['Oui. Chaque personne qui termine le programme reçoit un certificat. Vous fêtez la fin du programme avec votre cohorte lors d’un showcase, où chaque équipe présente ce qu’elle a construit.'],
  },
  {
    id: 'teach-und-build',
    question: 'Qu’est-ce qui distingue les phases TEACH et BUILD?',
    answer: [
      `Dans la phase TEACH (semaines ${teach.firstWeek}–${teach.lastWeek}), vous apprenez en ${teach.sessions} sessions en direct comment l’IA peut travailler de façon sûre et efficace dans une organisation. Dans la phase BUILD (semaines ${build.firstWeek}–${build.lastWeek}), vous appliquez ces acquis à vos propres processus, semaine après semaine, avec une étape intermédiaire fixe.`,
    ],
  },
  {
    id: 'ergebnisse',
    question: `Qu’avons-nous en main après ${weeks} semaines?`,
    answer: [
      'Votre gouvernance en version 1.0, des protocoles éprouvés et une Protocol Factory pour mettre en place vous-mêmes de nouveaux processus, ainsi qu’un projet Capstone et une feuille de route pour les 90 jours suivants.',
    ],
  },
  {
    id: 'nach-dem-programm',
    question: 'Que se passe-t-il après le programme?',
    answer: ['Vous restez membres de la communauté des alumni et y échangez avec les équipes des cohortes précédentes et suivantes. Les enregistrements restent à votre disposition.'],
  },
  {
    id: 'naechste-kohorte',
    question: 'Quand démarre la prochaine cohorte, et combien de places y a-t-il?',
    answer: [
      'Nous vous indiquons la date de début et les places libres de la prochaine cohorte lors de l’entretien gratuit. Nous y vérifions aussi ensemble si le programme convient à votre équipe.',
    ],
  },
] as const satisfies ReadonlyArray<FaqItem>;
