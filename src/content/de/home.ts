/**
 * The home page /de in German, section by section: every text. The order
 * of the lists, the icons, the customers and organisations, the figures and
 * the links are in `src/content/home.ts`; the features are worded in
 * ./platformFeatures.
 */
import type { HomeWords } from '../home';

export const homeWords = {
  hero: {
    eyebrow: 'KI-Plattform aus der Schweiz',
    title: 'Künstliche Intelligenz für Ihr Team, gehostet in der Schweiz.',
    lead: '{brand} gibt KMU, Stiftungen und Non-Profit-Organisationen einen KI-Arbeitsplatz mit Chat, Assistenten und Wissensdatenbank. Betrieben in Zürich, nach Schweizer und europäischem Datenschutzrecht.',
    primaryCta: 'Kostenlose Beratung',
    chatLabel: 'Chat direkt',
    facts: ['Hosting in Zürich', 'DSG- und DSGVO-konform', 'AES-256-verschlüsselt'],
    preview: {
      caption: 'Beispiel einer Unterhaltung im Chat',
      modelLabel: 'Modell',
      location: 'Server in Zürich',
      attachment: 'Protokoll_Stiftungsrat.pdf',
      question: 'Fassen Sie das Protokoll der Stiftungsratssitzung in drei Punkten zusammen.',
      answerIntro: 'Gerne. Die Beschlüsse der Sitzung:',
      answerPoints: [
        'Das Budget 2027 ist genehmigt.',
        'Zwei neue Förderprojekte starten im Frühling.',
        'Die Jahresrechnung geht bis Ende März an die Revision.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Funktionen',
    title: 'Eine Plattform für die tägliche Arbeit mit KI',
    intro:
      'Alle Funktionen laufen auf Servern in der Schweiz. Sie entscheiden, welches Modell welche Aufgabe übernimmt und welches Wissen Ihre Assistenten nutzen.',
    groups: {
      chat: { title: 'Chat und Assistenten' },
      knowledge: { title: 'Wissen und Dokumente' },
      research: { title: 'Recherche' },
      language: { title: 'Sprache und Audio' },
      integration: { title: 'Integration und Weiterbildung' },
    },
  },

  coreFunctions: {
    eyebrow: 'Im Chat',
    title: 'Acht Kernfunktionen für den Arbeitsalltag',
    intro: 'Was Ihr Team vom ersten Tag an mit dem Chat erledigt, auf Deutsch, Englisch, Französisch und Italienisch.',
    functions: {
      write: { title: 'Texte verfassen', text: 'Briefe, Offerten, Newsletter und Berichte im Ton Ihrer Organisation.' },
      summarise: { title: 'Zusammenfassen', text: 'Lange Protokolle und Berichte auf das Wesentliche verdichten.' },
      translate: { title: 'Übersetzen', text: 'Zwischen Deutsch, Englisch, Französisch und Italienisch.' },
      askDocuments: { title: 'Dokumente befragen', text: 'Antworten direkt aus Ihren Dateien, mit Verweis auf die Fundstelle.' },
      researchWeb: { title: 'Im Web recherchieren', text: 'Aktuelle Quellen finden und nachvollziehbar zitieren.' },
      analyseData: { title: 'Daten auswerten', text: 'Tabellen analysieren und die Ergebnisse verständlich erklären lassen.' },
      transcribeAudio: { title: 'Audio transkribieren', text: 'Aufnahmen von Sitzungen und Interviews in Text umwandeln.' },
      developIdeas: { title: 'Ideen entwickeln', text: 'Konzepte, Kampagnen und Varianten gemeinsam ausarbeiten.' },
    },
  },

  howItWorks: {
    eyebrow: 'Einführung',
    title: 'In vier Schritten zum produktiven Einsatz',
    intro: 'Die Einführung dauert in der Regel rund zwei Wochen. Wir begleiten jeden Schritt persönlich.',
    steps: {
      firstConversation: {
        title: 'Erstgespräch',
        text: 'In 30 kostenlosen Minuten klären wir Ihre Ziele, Ihre Daten und Ihre Anforderungen an den Datenschutz.',
      },
      dataWorkshop: {
        title: 'Daten-Workshop',
        text: 'In einem Workshop von vier Stunden bestimmen wir die Daten, die Ihr Team braucht, und richten Ihre erste Wissensdatenbank ein.',
      },
      onboarding: {
        title: 'Onboarding',
        text: 'Acht Stunden Begleitung für Ihr Team: Konten, erste Assistenten und bewährte Arbeitsweisen.',
      },
      operation: {
        title: 'Betrieb und Support',
        text: 'Ihr Team arbeitet produktiv. Unser Support ist Montag bis Freitag von {supportFrom} bis {supportUntil} Uhr da und antwortet in der Regel innert 24 Stunden.',
      },
    },
  },

  testimonials: {
    eyebrow: 'Stimmen',
    title: 'Was Kundinnen und Kunden sagen',
    intro: 'Organisationen aus der ganzen Deutschschweiz arbeiten täglich mit unserer Plattform.',
    testimonials: {
      regula: {
        quote:
          '«Gesuche an Förderpartner haben wir früher in Tagen vorbereitet, heute in Stunden. Entscheidend war für uns, dass die Daten in der Schweiz bleiben.»',
        role: 'Geschäftsführerin',
      },
      marco: {
        quote:
          '«Unser Team befragt Reglemente und Kundendossiers direkt im Chat. Nach zwei Wochen war die Einführung abgeschlossen, ganz ohne eigene IT-Abteilung.»',
        role: 'Partner',
      },
      sandra: {
        quote:
          '«Als Verein mit vielen Freiwilligen brauchten wir etwas Einfaches. Den Assistenten für Spendenbriefe nutzen alle, und der Support antwortet schnell.»',
        role: 'Präsidentin',
      },
    },
  },

  pricing: {
    eyebrow: 'Preise',
    title: 'Klare Preise ohne Kleingedrucktes',
    intro: 'Drei Pläne für unterschiedliche Grössen. Alle Preise in Schweizer Franken, exkl. MWST.',
    detailsLink: 'Alle Details zu den Preisen',
  },

  foundingStory: {
    eyebrow: 'Unsere Geschichte',
    title: 'Warum es {brand} gibt',
    paragraphs: [
      'Wir haben {brand} in {city} gegründet, weil wir in Gesprächen mit KMU, Stiftungen und Vereinen immer wieder dasselbe gehört haben: Man möchte KI nutzen, aber vertrauliche Daten nicht irgendwo auf der Welt verarbeiten lassen.',
      'Darum betreiben wir eine Plattform, die in der Schweiz gehostet ist, verständlich bleibt und von Menschen begleitet wird, die Ihre Organisation wirklich kennenlernen wollen.',
    ],
    signature: 'Das Gründungsteam von {brand}',
    offer: {
      title: 'Kostenloses Erstgespräch',
      meta: ['30 Minuten', 'Kostenlos', 'Unverbindlich'],
      points: [
        'Ihre Anwendungsfälle und Ziele',
        'Ihre Fragen zu Datenschutz und Hosting',
        'Eine ehrliche Einschätzung, ob {brand} zu Ihnen passt',
      ],
      cta: 'Erstgespräch buchen',
    },
  },

  trust: {
    eyebrow: 'Sicherheit',
    title: 'Sicherheit, die Sie nachprüfen können',
    intro: 'Fakten zu Hosting, Zertifizierung und Verschlüsselung, damit Sie intern sauber entscheiden können.',
    claims: {
      hosting: {
        title: 'Hosting in Zürich',
        text: 'Ihre Daten liegen primär auf Servern in der Region Zürich, auf Wunsch in Deutschland oder im EU/EWR-Raum.',
      },
      certifiedPartner: {
        title: 'Zertifizierter Partner',
        text: 'Unser Rechenzentrumspartner ist nach ISO 27001 und ISO 9001 zertifiziert.',
      },
      dataProtection: {
        title: 'Schweizer und EU-Datenschutz',
        text: 'Wir halten das Schweizer Datenschutzgesetz (DSG) und die EU-Datenschutz-Grundverordnung (DSGVO) ein.',
      },
      encryption: {
        title: 'AES-256-Verschlüsselung',
        text: 'Gespeicherte Daten sind mit AES-256 verschlüsselt.',
      },
      soc2: {
        title: 'SOC 2 geplant',
        text: 'Die Prüfung nach SOC 2 ist in Planung.',
      },
    },
    logosTitle: 'Diese Organisationen arbeiten mit {brand}',
  },

  academy: {
    eyebrow: 'Academy',
    title: 'Das Kohortenprogramm: KI in Ihrer Organisation verankern',
    text: 'In zehn Wochen lernen Entscheidungsträgerinnen und Entscheidungsträger, KI sicher und wirksam einzusetzen, vom ersten Anwendungsfall bis zum eigenen Prototyp.',
    factsLabel: 'Das Programm auf einen Blick',
    facts: {
      weeks: { label: 'Wochen' },
      remote: { value: 'Remote', label: 'von überall' },
      live: { value: 'Live', label: 'mit Mentoring' },
      language: { value: 'Deutsch', label: 'Kurssprache' },
    },
    programmeTitle: 'Ablauf',
    programme: [
      'Kickoff-Workshop',
      '5 Wochen Learning Labs',
      'Begleitetes Prototyping',
      'Zertifizierung und Showcase',
      'Alumni-Community',
    ],
    audience:
      'Für ein Team aus Executive Sponsor, Programmleitung oder PMO und zwei bis vier Fachbereichsleitungen. Mit Zertifikat zum Abschluss und Aufzeichnungen aller Sessions.',
    priceNote: 'Erste Person {firstSeat}, jede weitere Person derselben Organisation {furtherSeat}, exkl. MWST.',
    cta: 'Zur Academy',
  },

  closingCta: {
    title: 'Sprechen wir über Ihre Anwendungsfälle',
    text: 'In 30 Minuten klären wir, wo KI Ihrem Team Zeit spart und wie Ihre Daten geschützt bleiben. Kostenlos und unverbindlich.',
    cta: 'Kostenlose Beratung buchen',
    contactPrefix: 'Lieber schriftlich? Schreiben Sie uns an',
  },
} as const satisfies HomeWords;
