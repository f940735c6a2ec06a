/**
 * /de/faq in German: every text of the page, and the questions only it
 * answers. The questions' order, topics and links, and which answers the
 * pricing FAQ, the onboarding box and the platform's features give, are in
 * `src/content/faq.ts`.
 */
import type { FaqWords } from '../faq';

export const faqWords = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Fragen und Antworten',
    lead: 'Was Organisationen vor dem Start wissen wollen: wo die Daten liegen, was die Plattform kann, wie die Einführung abläuft und wer Ihnen danach hilft.',
  },

  browser: {
    title: 'Fragen nach Thema',
    filter: {
      label: 'Fragen nach Thema filtern',
      param: 'kategorie',
      categories: {
        all: { name: 'Alle' },
        security: { name: 'Sicherheit', slug: 'sicherheit' },
        technology: { name: 'Technologie', slug: 'technologie' },
        implementation: { name: 'Implementierung', slug: 'implementierung' },
        support: { name: 'Support', slug: 'support' },
      },
    },
    search: {
      label: 'Fragen durchsuchen',
      hint: 'Ein oder mehrere Wörter, zum Beispiel «Tokens» oder «Workshop».',
    },
    count: { one: '1 Frage', other: '{count} Fragen' },
    empty: {
      title: 'Keine passende Frage gefunden',
      text: 'Versuchen Sie ein anderes Wort oder das Thema «Alle». Fehlt Ihre Frage, beantworten wir sie gerne persönlich: {email}.',
      reset: 'Suche löschen',
    },
    answerLinkLabel: 'Link zu dieser Antwort',
    entries: {
      /* For everyone */
      'what-is-it': {
        question: 'Was ist {brand}?',
        answer: [
          'Ein KI-Arbeitsplatz für Organisationen: Chat mit Modellwahl, persönliche Assistenten, eine Wissensdatenbank mit Ihren Dokumenten, Websuche und Recherche, betrieben in der Schweiz.',
          'Ihr Team arbeitet im Browser, ohne eigene Server und ohne dass Daten an Dienste im Ausland abfliessen.',
        ],
      },
      audience: {
        question: 'Für wen ist die Plattform gedacht?',
        answer: [
          'Für KMU, Stiftungen und Non-Profit-Organisationen in der Schweiz, die KI im Alltag nutzen wollen und dabei keine Abstriche beim Datenschutz machen können.',
        ],
      },
      costs: {
        question: 'Was kostet die Plattform?',
        answer: ['Das hängt vom Plan und von der Grösse Ihres Teams ab. Alle Pläne, die Onboarding-Gebühr und die Regeln zum Verbrauch finden Sie auf der Preisseite.'],
        linkLabel: 'Zu den Preisen',
      },
      'get-to-know': {
        question: 'Wie lernen wir die Plattform am besten kennen?',
        answer: [
          'In einem kostenlosen Erstgespräch. Wir zeigen die Plattform an Aufgaben aus Ihrem Alltag und sagen offen, ob sie zu Ihrer Organisation passt.',
        ],
        linkLabel: 'Erstgespräch buchen',
      },

      /* Security (the hosting question is the pricing FAQ's) */
      'data-protection-law': {
        question: 'Ist die Plattform mit dem Schweizer Datenschutzgesetz und der DSGVO vereinbar?',
        answer: [
          'Ja. Betrieb, Verträge und Abläufe richten sich nach dem revidierten Datenschutzgesetz (DSG) und nach der DSGVO der EU, damit auch Organisationen mit Bezug zur EU die Plattform einsetzen können.',
        ],
      },
      'data-controller': {
        question: 'Wer ist für die Daten im Chat verantwortlich?',
        answer: [
          'Für alles, was Ihr Team in den Chat eingibt und hochlädt, ist Ihre Organisation die Verantwortliche im Sinne des Datenschutzrechts. Wir bearbeiten diese Daten ausschliesslich in Ihrem Auftrag.',
          'Für die Daten dieser Website und für unsere eigenen Kundendaten sind wir selbst verantwortlich.',
        ],
      },
      'processing-agreement': {
        question: 'Brauchen wir einen Auftrags\u00ADverarbeitungs\u00ADvertrag?',
        answer: [
          'Ja, er ist Teil jedes Vertrags. Wir stellen ihn bereit; er regelt, wofür wir Ihre Daten bearbeiten dürfen und welche Sicherheitsmassnahmen gelten.',
        ],
      },
      'soc-2': {
        question: 'Ist die Plattform nach SOC 2 geprüft?',
        answer: [
          'Noch nicht. Eine Prüfung nach SOC 2 ist geplant. Bis dahin stützen wir uns auf die Zertifizierungen unseres Hosting-Partners und legen Ihnen unsere Massnahmen im Gespräch offen.',
        ],
      },
      'sensitive-data': {
        question: 'Dürfen wir vertrauliche Dokumente und Personendaten verwenden?',
        answer: [
          'Technisch ja, die Plattform ist dafür gebaut. Wir empfehlen trotzdem eine kurze interne Regel, welche Daten in welche Wissensdatenbank gehören und wer darauf zugreift. Im Daten-Workshop erarbeiten wir diese Regel mit Ihnen.',
        ],
      },

      /* Technology (models, languages, tokens and file formats are the pricing FAQ's; the features answer from assistants on) */
      'knowledge-base': {
        question: 'Was ist eine Wissensdatenbank (RAG)?',
        answer: [
          'RAG steht für Retrieval-Augmented Generation. Bevor das Sprachmodell antwortet, sucht die Plattform in Ihren eigenen Dokumenten nach den passenden Stellen und gibt sie dem Modell mit. So stützt sich die Antwort auf Ihr Wissen statt auf allgemeine Trainingsdaten.',
        ],
      },
      assistants: { question: 'Was sind persönliche Assistenten?' },
      'web-research': { question: 'Kann der Chat im Internet recherchieren?', lead: 'Ja.' },
      audio: { question: 'Verarbeitet die Plattform auch Sprachaufnahmen?', lead: 'Ja.' },
      'swiss-spelling': { question: 'Schreibt der Chat in Schweizer Rechtschreibung?', lead: 'Ja.' },
      api: { question: 'Können wir die Modelle in eigene Anwendungen einbinden?', lead: 'Ja.', linkLabel: 'Zu den API-Produkten' },

      /* Implementation (how long it takes is the pricing FAQ's) */
      'onboarding-fee': {
        question: 'Was ist in der Onboarding-Gebühr enthalten?',
        fee: 'Im Business-Plan beträgt sie einmalig {fee}.',
      },
      'data-workshop': {
        question: 'Was geschieht im Daten-Workshop?',
        answer: [
          'Wir klären mit den Menschen, die später mit der Plattform arbeiten, welche Aufgaben zuerst an die Reihe kommen, welche Dokumente dafür nötig sind und wer worauf zugreifen darf. Daraus entsteht der Plan für Ihre erste Wissensdatenbank.',
        ],
      },
      preparation: {
        question: 'Was sollten wir vor dem Start vorbereiten?',
        answer: [
          'Eine Ansprechperson, die Entscheide treffen kann, eine erste Sammlung von Dokumenten, etwa Reglemente oder Handbücher, und eine Liste der Personen, die zuerst Zugang erhalten. Alles Weitere klären wir gemeinsam.',
        ],
      },
      installation: {
        question: 'Müssen wir etwas installieren?',
        answer: ['Nein. Die Plattform läuft im Browser. Ihre IT muss weder Server betreiben noch Software verteilen.'],
      },
      'team-training': { question: 'Wie lernen unsere Führungskräfte, KI gezielt einzusetzen?', linkLabel: 'Zur Academy' },

      /* Support (its hours are the pricing FAQ's) */
      'contact-support': {
        question: 'Auf welchem Weg erreichen wir Sie?',
        answer: ['Per E-Mail an {email} oder per Telefon unter {phone}. Sie sprechen mit unserem Team in {city}, nicht mit einem Callcenter.'],
        linkLabel: 'Zur Kontaktseite',
      },
      'help-centre': {
        question: 'Gibt es Anleitungen zum Nachlesen?',
        answer: ['Ja. Im Hilfe-Center finden Sie Schritt-für-Schritt-Anleitungen zu den Funktionen der Plattform, auch für Personen, die zum ersten Mal mit KI arbeiten.'],
        linkLabel: 'Zum Hilfe-Center',
      },
      'feature-requests': {
        question: 'Können wir neue Funktionen vorschlagen?',
        answer: [
          'Gerne. Schreiben Sie uns, was Ihrem Team fehlt. Vorschläge aus dem Alltag unserer Kundinnen und Kunden prägen die Roadmap, und Sie sehen dort, was als Nächstes kommt.',
        ],
        linkLabel: 'Zur Roadmap',
      },
    },
  },

  resources: {
    eyebrow: 'Weiterlesen',
    title: 'Quellen zu Datenschutz und KI',
    intro: 'Behörden und Normen, an denen wir uns orientieren und die auch Ihnen bei der Einordnung helfen.',
    items: {
      edoeb: {
        title: 'Eidgenössischer Datenschutz- und Öffentlichkeits\u00ADbeauftragter',
        publisher: 'EDÖB',
        text: 'Die Aufsichtsbehörde des Bundes erklärt, was das Datenschutzrecht von Unternehmen verlangt, auch beim Einsatz von KI.',
        linkLabel: 'Website des EDÖB',
      },
      dsg: {
        title: 'Bundesgesetz über den Datenschutz (DSG)',
        publisher: 'Fedlex',
        text: 'Das revidierte Gesetz gilt seit dem {since}. Der amtliche Wortlaut in der Systematischen Rechtssammlung.',
        linkLabel: 'Gesetzestext auf Fedlex',
      },
      'nist-ai-rmf': {
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'Ein Rahmenwerk des US-amerikanischen Normeninstituts, um Risiken von KI-Systemen zu erkennen, zu bewerten und zu steuern. Auf Englisch.',
        linkLabel: 'Rahmenwerk bei NIST',
      },
      'iso-42001': {
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'Die internationale Norm für Managementsysteme künstlicher Intelligenz: wie eine Organisation KI verantwortungsvoll einführt und betreibt.',
        linkLabel: 'Norm bei ISO',
      },
    },
  },

  furtherLinks: {
    title: 'Ihre Frage ist nicht dabei?',
    text: 'Lernen Sie das Team hinter der Plattform kennen, schreiben Sie uns direkt oder lesen Sie, was es Neues gibt.',
    links: { about: 'Über uns', contact: 'Kontakt', news: 'News' },
  },

  consoleMessage: '{brand} FAQ: {count} Fragen und Antworten, einzeln verlinkbar unter {path}#<id>. Ihre Frage fehlt? Schreiben Sie an {email}.',
} as const satisfies FaqWords;
