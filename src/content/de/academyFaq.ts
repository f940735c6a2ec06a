/**
 * The Academy's 13 questions and answers in German, which speak «ihr/euch»
 * like the page. Their order and anchors are in `src/content/academyFaq.ts`;
 * the figures, times and prices are filled in from `cohortProgramme`.
 */
import type { AcademyFaqWords } from '../academyFaq';

export const academyFaqWords = {
  'audience': {
    question: 'Für wen ist die Academy gedacht?',
    answer: [
      'Für Führungsteams aus KMU, Stiftungen und Non-Profit-Organisationen, die KI nicht nur ausprobieren, sondern verbindlich einführen wollen. Am besten kommt ihr als kleines Team: ein Executive Sponsor, eine Programmleitung oder das PMO und zwei bis vier Fachbereichsleitungen.',
      'Programmierkenntnisse braucht ihr nicht. Wichtiger ist, dass ihr eigene Abläufe mitbringt, die ihr verbessern wollt.',
    ],
  },
  'time-needed': {
    question: 'Wie viel Zeit müssen wir einplanen?',
    answer: [
      'In den Wochen {teachFirstWeek}–{teachLastWeek} trefft ihr euch jeden Dienstag und Donnerstag von {teachFrom} bis {teachUntil} Uhr, zusammen {liveHours} Stunden live.',
      'In den Wochen {buildFirstWeek}–{buildLastWeek} gibt es jeden Dienstag eine Build-Session von {buildFrom} bis {buildUntil} Uhr und jeden Freitag eine Sprechstunde von {officeFrom} bis {officeUntil} Uhr. Dazwischen arbeitet ihr an euren eigenen Fällen.',
    ],
  },
  online: {
    question: 'Findet das Programm online statt?',
    answer: [
      'Ja. Die Academy ist remote-first: Alle Sessions finden live per Video statt, alle Zeiten gelten in Schweizer Zeit ({timeZone}). Wer sich auch vor Ort treffen möchte, bucht den optionalen Tag vor Ort in den Wochen {onsiteFrom}–{onsiteTo} dazu.',
    ],
  },
  language: {
    question: 'In welcher Sprache wird unterrichtet?',
    answer: ['Auf Deutsch. Unterlagen, Übungen und Vorlagen erhaltet ihr ebenfalls auf Deutsch.'],
  },
  costs: {
    question: 'Was kostet die Teilnahme?',
    answer: [
      'Die erste Person eurer Organisation kostet {firstSeat}, jede weitere Person derselben Organisation {furtherSeat}, also die Hälfte. Sechs Personen kosten zusammen {exampleTotal}.',
    ],
  },
  vat: {
    question: 'Sind die Preise inklusive Mehrwertsteuer?',
    answer: ['Nein. Alle Preise verstehen sich exklusive Mehrwertsteuer; die Mehrwertsteuer von derzeit {vatRate} kommt auf der Rechnung dazu.'],
  },
  'day-on-site': {
    question: 'Was ist der Tag vor Ort, und was kostet er?',
    answer: [
      'Ein optionaler Workshop-Tag bei euch, in den Wochen {onsiteFrom}–{onsiteTo}, an dem wir mit eurem Team direkt an euren Abläufen arbeiten. Er kostet {onsiteAddOn} pro Organisation; Reisekosten und Raum kommen dazu.',
    ],
  },
  'missed-session': {
    question: 'Was, wenn jemand eine Session verpasst?',
    answer: ['Jede Session wird aufgezeichnet. Wer fehlt, schaut die Aufzeichnung nach und bringt Fragen in die nächste Session oder die Sprechstunde mit.'],
  },
  certificate: {
    question: 'Bekommen wir ein Zertifikat?',
    answer: ['Ja. Wer das Programm abschliesst, erhält ein Zertifikat. Den Abschluss feiert ihr mit eurer Kohorte an einem Showcase, an dem jedes Team zeigt, was es gebaut hat.'],
  },
  'teach-and-build': {
    question: 'Was unterscheidet die Phasen TEACH und BUILD?',
    answer: [
      'In TEACH (Wochen {teachFirstWeek}–{teachLastWeek}) lernt ihr in {sessions} Live-Sessions, wie KI in einer Organisation sicher und wirksam arbeitet. In BUILD (Wochen {buildFirstWeek}–{buildLastWeek}) setzt ihr das an euren eigenen Abläufen um, Woche für Woche mit einem festen Zwischenstand.',
    ],
  },
  results: {
    question: 'Was haben wir nach {weeks} Wochen in der Hand?',
    answer: [
      'Eure Governance in Version 1.0, erprobte Protokolle und eine Protocol Factory, mit der ihr neue Abläufe selbst aufsetzt, dazu ein Capstone-Projekt und eine Roadmap für die nächsten 90 Tage.',
    ],
  },
  'after-the-programme': {
    question: 'Wie geht es nach dem Programm weiter?',
    answer: ['Ihr bleibt Teil der Alumni-Community und tauscht euch dort mit den Teams früherer und späterer Kohorten aus. Die Aufzeichnungen bleiben euch erhalten.'],
  },
  'next-cohort': {
    question: 'Wann startet die nächste Kohorte, und wie viele Plätze gibt es?',
    answer: [
      'Startdatum und freie Plätze der nächsten Kohorte nennen wir euch im kostenlosen Gespräch. Dort klären wir auch, ob das Programm zu eurem Team passt.',
    ],
  },
} as const satisfies AcademyFaqWords;
