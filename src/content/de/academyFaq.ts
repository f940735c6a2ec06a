/**
 * The Academy's 13 questions and answers (spec §9: «Academy FAQ has 13
 * questions»). The accordion shows them and the route's `FAQPage` JSON-LD
 * repeats them, both from this one list; it lives apart from the page copy
 * because the route table, and so the first bundle, imports it.
 */
import { formatterFor } from '../../lib/format';
import { cohortSeatTotal } from '../../lib/cohortSeats';
import { cohortProgramme } from '../cohortProgramme';
import type { FaqItem } from '../types';

const format = formatterFor('de-CH');

const { prices, teach, build, onsiteWeeks, weeks } = cohortProgramme;

export const academyFaq = [
  {
    id: 'fuer-wen',
    question: 'Für wen ist die Academy gedacht?',
    answer: [
      'Für Führungsteams aus KMU, Stiftungen und Non-Profit-Organisationen, die KI nicht nur ausprobieren, sondern verbindlich einführen wollen. Am besten kommt ihr als kleines Team: ein Executive Sponsor, eine Programmleitung oder das PMO und zwei bis vier Fachbereichsleitungen.',
      'Programmierkenntnisse braucht ihr nicht. Wichtiger ist, dass ihr eigene Abläufe mitbringt, die ihr verbessern wollt.',
    ],
  },
  {
    id: 'zeitaufwand',
    question: 'Wie viel Zeit müssen wir einplanen?',
    answer: [
      `In den Wochen ${teach.firstWeek}–${teach.lastWeek} trefft ihr euch jeden Dienstag und Donnerstag von 14:00 bis 17:00 Uhr, zusammen ${teach.liveHours} Stunden live.`,
      `In den Wochen ${build.firstWeek}–${build.lastWeek} gibt es jeden Dienstag eine Build-Session von 16:00 bis 18:00 Uhr und jeden Freitag eine Sprechstunde von 12:00 bis 13:00 Uhr. Dazwischen arbeitet ihr an euren eigenen Fällen.`,
    ],
  },
  {
    id: 'online',
    question: 'Findet das Programm online statt?',
    answer: [
      `Ja. Die Academy ist remote-first: Alle Sessions finden live per Video statt, alle Zeiten gelten in Schweizer Zeit (Europe/Zurich). Wer sich auch vor Ort treffen möchte, bucht den optionalen Tag vor Ort in den Wochen ${onsiteWeeks.from}–${onsiteWeeks.to} dazu.`,
    ],
  },
  {
    id: 'sprache',
    question: 'In welcher Sprache wird unterrichtet?',
    answer: ['Auf Deutsch. Unterlagen, Übungen und Vorlagen erhaltet ihr ebenfalls auf Deutsch.'],
  },
  {
    id: 'kosten',
    question: 'Was kostet die Teilnahme?',
    answer: [
      `Die erste Person eurer Organisation kostet ${format.chf(prices.firstSeat)}, jede weitere Person derselben Organisation ${format.chf(prices.furtherSeat)}, also die Hälfte. Sechs Personen kosten zusammen ${format.chf(cohortSeatTotal({ participants: 6, withOnsiteDay: false }, prices).total)}.`,
    ],
  },
  {
    id: 'mwst',
    question: 'Sind die Preise inklusive Mehrwertsteuer?',
    answer: ['Nein. Alle Preise verstehen sich exklusive Mehrwertsteuer; die Mehrwertsteuer von derzeit 8.1\u00a0% kommt auf der Rechnung dazu.'],
  },
  {
    id: 'tag-vor-ort',
    question: 'Was ist der Tag vor Ort, und was kostet er?',
    answer: [
      `Ein optionaler Workshop-Tag bei euch, in den Wochen ${onsiteWeeks.from}–${onsiteWeeks.to}, an dem wir mit eurem Team direkt an euren Abläufen arbeiten. Er kostet ${format.chf(prices.onsiteAddOn)} pro Organisation; Reisekosten und Raum kommen dazu.`,
    ],
  },
  {
    id: 'session-verpasst',
    question: 'Was, wenn jemand eine Session verpasst?',
    answer: ['Jede Session wird aufgezeichnet. Wer fehlt, schaut die Aufzeichnung nach und bringt Fragen in die nächste Session oder die Sprechstunde mit.'],
  },
  {
    id: 'zertifikat',
    question: 'Bekommen wir ein Zertifikat?',
    answer: ['Ja. Wer das Programm abschliesst, erhält ein Zertifikat. Den Abschluss feiert ihr mit eurer Kohorte an einem Showcase, an dem jedes Team zeigt, was es gebaut hat.'],
  },
  {
    id: 'teach-und-build',
    question: 'Was unterscheidet die Phasen TEACH und BUILD?',
    answer: [
      `In TEACH (Wochen ${teach.firstWeek}–${teach.lastWeek}) lernt ihr in ${teach.sessions} Live-Sessions, wie KI in einer Organisation sicher und wirksam arbeitet. In BUILD (Wochen ${build.firstWeek}–${build.lastWeek}) setzt ihr das an euren eigenen Abläufen um, Woche für Woche mit einem festen Zwischenstand.`,
    ],
  },
  {
    id: 'ergebnisse',
    question: `Was haben wir nach ${weeks} Wochen in der Hand?`,
    answer: [
      'Eure Governance in Version 1.0, erprobte Protokolle und eine Protocol Factory, mit der ihr neue Abläufe selbst aufsetzt, dazu ein Capstone-Projekt und eine Roadmap für die nächsten 90 Tage.',
    ],
  },
  {
    id: 'nach-dem-programm',
    question: 'Wie geht es nach dem Programm weiter?',
    answer: ['Ihr bleibt Teil der Alumni-Community und tauscht euch dort mit den Teams früherer und späterer Kohorten aus. Die Aufzeichnungen bleiben euch erhalten.'],
  },
  {
    id: 'naechste-kohorte',
    question: 'Wann startet die nächste Kohorte, und wie viele Plätze gibt es?',
    answer: [
      'Startdatum und freie Plätze der nächsten Kohorte nennen wir euch im kostenlosen Gespräch. Dort klären wir auch, ob das Programm zu eurem Team passt.',
    ],
  },
] as const satisfies ReadonlyArray<FaqItem>;
