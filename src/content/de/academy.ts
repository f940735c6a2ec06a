/**
 * /de/academy in German: every text of the page, which speaks «ihr/euch».
 * The structure (the items' order, images, phases, the participants quoted,
 * prices and weeks) is in `src/content/academy.ts`; the figures, times and
 * prices are filled in from `cohortProgramme`, the 13 questions are in
 * `academyFaq.ts`.
 */
import type { AcademyWords } from '../academy';

export const academyWords = {
  hero: {
    eyebrow: 'Academy · Kohortenprogramm',
    title: 'KI in eurer Organisation verankern, in zehn Wochen und mit eurem eigenen Team',
    lead: 'Vier Wochen lernt ihr live, wie KI in einer Organisation sicher und wirksam arbeitet. Sechs Wochen baut ihr mit Begleitung an euren eigenen Abläufen. Danach habt ihr Regeln, erprobte Werkzeuge und einen Fahrplan für die nächsten 90 Tage.',
    primaryCta: 'Kostenlose Beratung',
    chatLabel: 'Chat starten',
  },

  atAGlance: {
    title: 'Das Programm auf einen Blick',
    facts: {
      duration: { label: 'Dauer', value: '{weeks} Wochen in zwei Phasen' },
      format: { label: 'Format', value: 'Remote-first, live per Video' },
      timeZone: { label: 'Zeitzone' },
      learningForm: { label: 'Lernform', value: 'In einer Kohorte mit anderen Teams' },
      language: { label: 'Sprache', value: 'Deutsch' },
      completion: { label: 'Abschluss', value: 'Zertifikat und Aufzeichnungen' },
    },
  },

  booking: {
    eyebrow: 'Kostenloses Gespräch',
    title: 'Passt die Academy zu euch? Klären wir es in {minutesFrom} bis {minutesTo} Minuten',
    text: 'Erzählt uns, wo ihr mit KI steht und was ihr erreichen wollt. Wir sagen euch offen, ob das Programm dazu passt, und nennen euch Start und freie Plätze der nächsten Kohorte.',
    facts: ['{minutesFrom} bis {minutesTo} Minuten per Video', 'Kostenlos und unverbindlich', 'Mit jemandem aus dem Academy-Team'],
  },

  bookingEmbed: {
    text: 'Seht freie Zeiten und bucht ohne Umweg. Die Bestätigung kommt per E-Mail.',
    privacyNote: 'Der Kalender stammt von Cal.com. Er lädt erst, wenn ihr ihn anzeigt; dabei gehen technische Daten wie eure IP-Adresse an Cal.com.',
    failed: 'Der Kalender lässt sich gerade nicht laden. Ihr könnt euren Termin direkt bei Cal.com buchen.',
    unavailable: {
      text: 'Schreibt uns oder ruft an, wir schlagen euch gerne einen Termin vor:',
    },
  },

  problemSolution: {
    eyebrow: 'Warum die Academy',
    title: 'Vom Ausprobieren zum verbindlichen Einsatz',
    intro: 'Die meisten Organisationen nutzen KI längst, nur nicht gemeinsam. Das Programm macht daraus eine Arbeitsweise, die euer Team trägt.',
    steps: {
      problem: {
        label: 'Problem',
        title: 'Viele probieren, wenige wissen, was gilt',
        text: 'Einzelne nutzen KI-Werkzeuge auf eigene Faust. Regeln, Zuständigkeiten und ein gemeinsames Verständnis fehlen; gute Ideen bleiben Einzelversuche, Risiken bleiben unsichtbar.',
      },
      solution: {
        label: 'Lösung',
        title: 'Ein Team, ein Programm, eure Fälle',
        text: 'Euer Führungsteam lernt die Grundlagen gemeinsam und baut danach an den eigenen Abläufen, mit festen Terminen, klaren Zwischenständen und Begleitung durch uns.',
      },
      result: {
        label: 'Ergebnis',
        title: 'Regeln, Werkzeuge und ein Fahrplan',
        text: 'Nach zehn Wochen habt ihr eine schriftliche Governance, erprobte Protokolle und eine Roadmap für die nächsten 90 Tage, die ihr ohne uns weiterführen könnt.',
      },
    },
  },

  talks: {
    eyebrow: 'Talks und Workshops',
    title: 'Zuhören, ausprobieren, selbst bauen',
    intro: 'Jede Session verbindet einen kurzen Input mit Arbeit an echten Beispielen. Ihr geht nie mit leeren Händen aus einem Termin.',
    items: {
      liveTalk: {
        title: 'Live-Talks mit Diskussion',
        text: 'Kurze Inputs zu Modellen, Datenschutz und Governance, danach Fragen und Austausch mit den anderen Teams der Kohorte.',
        imageAlt: 'Illustration: Eine Referentin erklärt per Videokonferenz eine Folie, vier Teilnehmende hören in eigenen Kacheln zu.',
      },
      workshop: {
        title: 'Workshops an euren Abläufen',
        text: 'In kleinen Gruppen zerlegt ihr einen eigenen Ablauf in Schritte und baut daraus ein Protokoll, das ihr in der nächsten Woche testet.',
        imageAlt: 'Illustration: Eine Wand mit Haftnotizen, die einen Ablauf in Schritten zeigen, daneben ein Laptop mit einem Entwurf.',
      },
    },
  },

  programme: {
    eyebrow: 'Programminhalt',
    title: 'Zwei Phasen: erst lernen, dann bauen',
    intro: '{weeks} Wochen mit festen Terminen, damit ihr sie früh in die Agenden eures Teams eintragen könnt.',
    phaseLabel: 'Phase {number}',
    phaseWeeks: 'Wochen {firstWeek}–{lastWeek}',
    phases: {
      teach: {
        text: 'Ihr lernt, wie Sprachmodelle arbeiten, wie ihr ihnen Kontext gebt und welche Regeln ihr für Daten und Verantwortung braucht. Jede Session endet mit einer Übung an euren eigenen Beispielen.',
        facts: ['{liveHours} Stunden live', '{sessions} Sessions à {sessionHours} Stunden', 'Dienstag und Donnerstag, {teachFrom}–{teachUntil} Uhr'],
      },
      build: {
        text: 'Ihr baut Woche für Woche an euren Abläufen, mit einem festen Zwischenstand pro Woche. In der Sprechstunde bekommt ihr Antworten, bevor ihr stecken bleibt.',
        facts: [
          'Build-Session: Dienstag, {buildFrom}–{buildUntil} Uhr ({buildSessionHours} Stunden)',
          'Sprechstunde: Freitag, {officeFrom}–{officeUntil} Uhr ({officeHours} Stunde)',
          'Auf Wunsch ein Tag vor Ort in den Wochen {onsiteFrom}–{onsiteTo}',
        ],
      },
    },
    timeZoneNote: 'Alle Zeiten in Schweizer Zeit ({timeZone}).',
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
    items: {
      andrea: {
        quote: 'Vorher hatte jede Abteilung ihre eigenen KI-Experimente. Nach zehn Wochen haben wir gemeinsame Regeln und drei Abläufe, die wirklich laufen.',
        role: 'Geschäftsführerin (Beispiel)',
      },
      beat: {
        quote: 'Die festen Zwischenstände jede Woche haben uns gezwungen, fertig zu werden. Die 90-Tage-Roadmap liegt jetzt bei der Geschäftsleitung auf dem Tisch.',
        role: 'Leiter PMO (Beispiel)',
      },
    },
  },

  prices: {
    eyebrow: 'Preise',
    title: 'Was die Academy kostet',
    intro: 'Ihr bezahlt pro Person. Wer aus derselben Organisation dazukommt, zahlt die Hälfte. Alle Preise exkl. MWST.',
    lines: {
      firstSeat: { label: 'Erste Person', note: 'Der volle Platz im Programm' },
      furtherSeat: { label: 'Jede weitere Person derselben Organisation', note: '{furtherSeatDiscount} Rabatt auf den ersten Platz' },
      onsiteAddOn: { label: 'Tag vor Ort (optional)', note: 'Ein Workshop-Tag bei euch in den Wochen {onsiteFrom}–{onsiteTo}, zuzüglich Reise und Raum' },
    },
    example: 'Beispiel: Ein Team von sechs Personen zahlt {exampleTotal}.',
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
    weekLabel: 'Woche {week}',
    milestones: {
      1: 'Kickoff-Workshop und Grundlagen der Sprachmodelle',
      2: 'Kontext geben: Prompts, Dokumente und Wissen',
      3: 'Datenschutz, Risiken und Verantwortung',
      4: 'Eure Abläufe auswählen und priorisieren',
      5: 'Core Context v1 und Governance v0.3',
      6: 'Protocols v0.5 und Test Harness v0.1',
      7: 'Master Prompt Spec v0.3',
      8: 'Execution OS Lite und Decision Helper',
      9: 'Protocol Factory v1 und Governance v1.0',
      10: 'Capstone und 90-Tage-Roadmap',
    },
  },

  faq: {
    title: 'Häufige Fragen zur Academy',
    benefits: {
      title: 'Das bekommt ihr',
      items: [
        '{liveHours} Stunden Live-Unterricht in Phase 1',
        '{buildWeeks} Wochen begleitetes Bauen an euren Abläufen',
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
    cta: 'Termin wählen',
    regionLabel: 'Termin für die Academy',
  },
} as const satisfies AcademyWords;
