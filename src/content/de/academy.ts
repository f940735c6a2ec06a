/**
 * /de/academy: the cohort programme for a company's decision-makers. The
 * only page that speaks «ihr/euch». Figures and prices come from
 * `cohortProgramme`, the 13 questions from `academyFaq`; this module holds
 * the page's own words.
 */
import { formatterFor } from '../../lib/format';
import { cohortSeatTotal } from '../../lib/cohortSeats';
import { bookingEmbedContent } from './booking';
import { academyFaq } from './academyFaq';
import { cohortProgramme } from '../cohortProgramme';
import { consultationIn } from '../links';
import { operator } from '../operator';
import type { LocalImage } from '../types';
import type { AcademyContent } from '../academy';

const consultation = consultationIn('de-CH');

const format = formatterFor('de-CH');

const { prices, teach, build, onsiteWeeks, weeks } = cohortProgramme;

const talkImage = (file: string, alt: string): LocalImage => ({ src: `/images/academy/${file}`, alt, width: 800, height: 500 });

export const academyContent = {
  hero: {
    eyebrow: 'Academy · Kohortenprogramm',
    title: 'KI in eurer Organisation verankern, in zehn Wochen und mit eurem eigenen Team',
    lead: 'Vier Wochen lernt ihr live, wie KI in einer Organisation sicher und wirksam arbeitet. Sechs Wochen baut ihr mit Begleitung an euren eigenen Abläufen. Danach habt ihr Regeln, erprobte Werkzeuge und einen Fahrplan für die nächsten 90 Tage.',
    primaryCta: { label: 'Kostenlose Beratung', ...consultation },
    chatLabel: 'Chat starten',
    fallbackEmail: operator.email,
  },

  atAGlance: {
    title: 'Das Programm auf einen Blick',
    facts: [
      { label: 'Dauer', value: `${weeks} Wochen in zwei Phasen` },
      { label: 'Format', value: 'Remote-first, live per Video' },
      { label: 'Zeitzone', value: 'Europe/Zurich' },
      { label: 'Lernform', value: 'In einer Kohorte mit anderen Teams' },
      { label: 'Sprache', value: 'Deutsch' },
      { label: 'Abschluss', value: 'Zertifikat und Aufzeichnungen' },
    ],
  },

  booking: {
    eyebrow: 'Kostenloses Gespräch',
    title: 'Passt die Academy zu euch? Klären wir es in 15 bis 20 Minuten',
    text: 'Erzählt uns, wo ihr mit KI steht und was ihr erreichen wollt. Wir sagen euch offen, ob das Programm dazu passt, und nennen euch Start und freie Plätze der nächsten Kohorte.',
    facts: ['15 bis 20 Minuten per Video', 'Kostenlos und unverbindlich', 'Mit jemandem aus dem Academy-Team'],
  },

  bookingEmbed: {
    ...bookingEmbedContent,
    text: 'Seht freie Zeiten und bucht ohne Umweg. Die Bestätigung kommt per E-Mail.',
    privacyNote: 'Der Kalender stammt von Cal.com. Er lädt erst, wenn ihr ihn anzeigt; dabei gehen technische Daten wie eure IP-Adresse an Cal.com.',
    failed: 'Der Kalender lässt sich gerade nicht laden. Ihr könnt euren Termin direkt bei Cal.com buchen.',
    unavailable: {
      ...bookingEmbedContent.unavailable,
      text: 'Schreibt uns oder ruft an, wir schlagen euch gerne einen Termin vor:',
    },
  },

  problemSolution: {
    eyebrow: 'Warum die Academy',
    title: 'Vom Ausprobieren zum verbindlichen Einsatz',
    intro: 'Die meisten Organisationen nutzen KI längst, nur nicht gemeinsam. Das Programm macht daraus eine Arbeitsweise, die euer Team trägt.',
    steps: [
      {
        label: 'Problem',
        title: 'Viele probieren, wenige wissen, was gilt',
        text: 'Einzelne nutzen KI-Werkzeuge auf eigene Faust. Regeln, Zuständigkeiten und ein gemeinsames Verständnis fehlen; gute Ideen bleiben Einzelversuche, Risiken bleiben unsichtbar.',
      },
      {
        label: 'Lösung',
        title: 'Ein Team, ein Programm, eure Fälle',
        text: 'Euer Führungsteam lernt die Grundlagen gemeinsam und baut danach an den eigenen Abläufen, mit festen Terminen, klaren Zwischenständen und Begleitung durch uns.',
      },
      {
        label: 'Ergebnis',
        title: 'Regeln, Werkzeuge und ein Fahrplan',
        text: 'Nach zehn Wochen habt ihr eine schriftliche Governance, erprobte Protokolle und eine Roadmap für die nächsten 90 Tage, die ihr ohne uns weiterführen könnt.',
      },
    ],
  },

  talks: {
    eyebrow: 'Talks und Workshops',
    title: 'Zuhören, ausprobieren, selbst bauen',
    intro: 'Jede Session verbindet einen kurzen Input mit Arbeit an echten Beispielen. Ihr geht nie mit leeren Händen aus einem Termin.',
    talks: [
      {
        title: 'Live-Talks mit Diskussion',
        text: 'Kurze Inputs zu Modellen, Datenschutz und Governance, danach Fragen und Austausch mit den anderen Teams der Kohorte.',
        image: talkImage('live-talk.svg', 'Illustration: Eine Referentin erklärt per Videokonferenz eine Folie, vier Teilnehmende hören in eigenen Kacheln zu.'),
      },
      {
        title: 'Workshops an euren Abläufen',
        text: 'In kleinen Gruppen zerlegt ihr einen eigenen Ablauf in Schritte und baut daraus ein Protokoll, das ihr in der nächsten Woche testet.',
        image: talkImage('workshop.svg', 'Illustration: Eine Wand mit Haftnotizen, die einen Ablauf in Schritten zeigen, daneben ein Laptop mit einem Entwurf.'),
      },
    ],
    fallbackLogo: { ...operator.logo, alt: operator.brand },
  },

  programme: {
    eyebrow: 'Programminhalt',
    title: 'Zwei Phasen: erst lernen, dann bauen',
    intro: `${weeks} Wochen mit festen Terminen, damit ihr sie früh in die Agenden eures Teams eintragen könnt.`,
    phases: [
      {
        label: 'Phase 1',
        name: 'TEACH',
        weeks: `Wochen ${teach.firstWeek}–${teach.lastWeek}`,
        text: 'Ihr lernt, wie Sprachmodelle arbeiten, wie ihr ihnen Kontext gebt und welche Regeln ihr für Daten und Verantwortung braucht. Jede Session endet mit einer Übung an euren eigenen Beispielen.',
        facts: [
          `${teach.liveHours} Stunden live`,
          `${teach.sessions} Sessions à ${teach.sessionHours} Stunden`,
          'Dienstag und Donnerstag, 14:00–17:00 Uhr',
        ],
      },
      {
        label: 'Phase 2',
        name: 'BUILD',
        weeks: `Wochen ${build.firstWeek}–${build.lastWeek}`,
        text: 'Ihr baut Woche für Woche an euren Abläufen, mit einem festen Zwischenstand pro Woche. In der Sprechstunde bekommt ihr Antworten, bevor ihr stecken bleibt.',
        facts: [
          `Build-Session: Dienstag, 16:00–18:00 Uhr (${build.buildSessionHours} Stunden)`,
          `Sprechstunde: Freitag, 12:00–13:00 Uhr (${build.officeHours} Stunde)`,
          `Auf Wunsch ein Tag vor Ort in den Wochen ${onsiteWeeks.from}–${onsiteWeeks.to}`,
        ],
      },
    ],
    timeZoneNote: 'Alle Zeiten in Schweizer Zeit (Europe/Zurich).',
  },

  outcomes: {
    eyebrow: 'Was bleibt',
    title: 'Was ihr nach dem Programm in der Hand habt',
    intro: 'Keine Foliensammlung, sondern Arbeitsstände, die in eurer Organisation weiterleben.',
    outcomes: [
      'Eure Governance in Version 1.0: wer KI wofür nutzen darf, mit welchen Daten und unter welcher Verantwortung',
      'Erprobte Protokolle und eine Protocol Factory, mit der ihr neue Abläufe selbst aufsetzt',
      'Ein Test Harness, mit dem ihr prüft, ob Prompts und Protokolle tun, was sie sollen',
      'Ein Capstone-Projekt und eine Roadmap für die nächsten 90 Tage',
      'Zertifikat, Aufzeichnungen aller Sessions und den Zugang zur Alumni-Community',
    ],
    selfCheck: {
      title: 'Passt das Programm zu euch?',
      rule: 'Hakt ab, was auf euch zutrifft. Treffen mindestens zwei Punkte zu, passt das Programm.',
      statements: [
        'Einzelne Personen bei uns nutzen KI bereits, aber ohne gemeinsame Regeln.',
        'Wir wollen KI in konkreten Abläufen einsetzen, nicht nur ausprobieren.',
        'Jemand aus der Geschäftsleitung trägt das Vorhaben als Sponsor mit.',
        'Wir können zehn Wochen lang feste Termine für ein kleines Team reservieren.',
      ],
      status: {
        none: 'Noch nichts abgehakt.',
        notYet: 'Ein Punkt trifft zu. Ab zwei Punkten passt das Programm.',
        fits: 'Mindestens zwei Punkte treffen zu: Das Programm passt zu euch.',
      },
      privacyNote: 'Eure Antworten bleiben auf dieser Seite. Nichts wird gespeichert oder gesendet.',
    },
  },

  testimonials: {
    title: 'Was Teilnehmende sagen',
    testimonials: [
      {
        quote: 'Vorher hatte jede Abteilung ihre eigenen KI-Experimente. Nach zehn Wochen haben wir gemeinsame Regeln und drei Abläufe, die wirklich laufen.',
        author: 'Andrea Muster',
        role: 'Geschäftsführerin (Beispiel)',
        company: 'Musterstiftung Zürich',
      },
      {
        quote: 'Die festen Zwischenstände jede Woche haben uns gezwungen, fertig zu werden. Die 90-Tage-Roadmap liegt jetzt bei der Geschäftsleitung auf dem Tisch.',
        author: 'Beat Beispiel',
        role: 'Leiter PMO (Beispiel)',
        company: 'Beispiel AG',
      },
    ],
  },

  prices: {
    eyebrow: 'Preise',
    title: 'Was die Academy kostet',
    intro: 'Ihr bezahlt pro Person. Wer aus derselben Organisation dazukommt, zahlt die Hälfte. Alle Preise exkl. MWST.',
    lines: [
      { label: 'Erste Person', amount: format.chf(prices.firstSeat), note: 'Der volle Platz im Programm' },
      { label: 'Jede weitere Person derselben Organisation', amount: format.chf(prices.furtherSeat), note: '50\u00a0% Rabatt auf den ersten Platz' },
      {
        label: 'Tag vor Ort (optional)',
        amount: format.chf(prices.onsiteAddOn),
        note: `Ein Workshop-Tag bei euch in den Wochen ${onsiteWeeks.from}–${onsiteWeeks.to}, zuzüglich Reise und Raum`,
      },
    ],
    example: `Beispiel: Ein Team von sechs Personen zahlt ${format.chf(cohortSeatTotal({ participants: 6, withOnsiteDay: false }, prices).total)}.`,
    calculator: {
      title: 'Rechnet euren Preis aus',
      participantsLabel: 'Anzahl Personen aus eurer Organisation',
      participantsHint: 'Ganze Zahl ab 1',
      invalid: 'Bitte gebt eine ganze Zahl ab 1 ein.',
      onsiteLabel: 'Mit Tag vor Ort',
      firstSeatLabel: 'Erste Person',
      furtherSeats: { one: '{count} weitere Person', other: '{count} weitere Personen' },
      onsiteLineLabel: 'Tag vor Ort',
      totalLabel: 'Total exkl. MWST',
      onsiteExtrasNote: 'Reise und Raum für den Tag vor Ort kommen dazu.',
    },
  },

  timeline: {
    eyebrow: 'Ablauf',
    title: 'Zehn Wochen, zehn Meilensteine',
    intro: 'Jede Woche endet mit einem Stand, den ihr vorzeigen könnt.',
    milestones: [
      { week: 'Woche 1', title: 'Kickoff-Workshop und Grundlagen der Sprachmodelle' },
      { week: 'Woche 2', title: 'Kontext geben: Prompts, Dokumente und Wissen' },
      { week: 'Woche 3', title: 'Datenschutz, Risiken und Verantwortung' },
      { week: 'Woche 4', title: 'Eure Abläufe auswählen und priorisieren' },
      { week: 'Woche 5', title: 'Core Context v1 und Governance v0.3' },
      { week: 'Woche 6', title: 'Protocols v0.5 und Test Harness v0.1' },
      { week: 'Woche 7', title: 'Master Prompt Spec v0.3' },
      { week: 'Woche 8', title: 'Execution OS Lite und Decision Helper' },
      { week: 'Woche 9', title: 'Protocol Factory v1 und Governance v1.0' },
      { week: 'Woche 10', title: 'Capstone und 90-Tage-Roadmap' },
    ],
  },

  faq: {
    title: 'Häufige Fragen zur Academy',
    items: academyFaq,
    benefits: {
      title: 'Das bekommt ihr',
      items: [
        `${teach.liveHours} Stunden Live-Unterricht in Phase 1`,
        `${build.lastWeek - build.firstWeek + 1} Wochen begleitetes Bauen an euren Abläufen`,
        'Jede Woche eine Sprechstunde in Phase 2',
        'Aufzeichnungen aller Sessions',
        'Zertifikat zum Abschluss',
        'Zugang zur Alumni-Community',
      ],
    },
  },

  stickyCta: {
    title: 'Passt die Academy zu euch?',
    text: 'Findet es im kostenlosen Gespräch heraus.',
    cta: { label: 'Termin wählen', ...consultation },
    regionLabel: 'Termin für die Academy',
  },
} as const satisfies AcademyContent;
