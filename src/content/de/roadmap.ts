/** /de/roadmap in German: every text of the page; the periods, their items' statuses and the date are in `src/content/roadmap.ts`. */
import type { RoadmapWords } from '../roadmap';

export const roadmapWords = {
  intro: {
    eyebrow: 'Roadmap',
    title: 'Was wir gebaut haben und was als Nächstes kommt',
    lead:
      'Wir entwickeln die Plattform mit den Organisationen, die sie täglich nutzen. Hier sehen Sie, was seit Anfang {since} dazugekommen ist und woran wir arbeiten.',
    updatedLabel: 'Stand',
    snapshotNote:
      'Diese Seite zeigt den Planungsstand von diesem Datum. Was seither umgesetzt wurde und was sich verschoben hat, erfahren Sie jederzeit im Gespräch mit uns.',
  },
  tocTitle: 'Inhalt',
  statusLabels: {
    completed: 'Umgesetzt',
    nextRelease: 'Nächstes Release',
    planned: 'In Planung',
  },
  periodTitles: {
    quarter: 'Q{number} {year}',
    nextRelease: 'Nächstes Release: {quarter}',
    horizon: 'Am Horizont',
  },
  periods: {
    'q2-2025': {
      summary: 'Mehr Kontrolle darüber, welche Daten in die Modelle gelangen und wo ihre Vektoren liegen.',
      items: {
        swissEmbeddings: {
          title: 'Schweizer Embeddings und Vektorspeicher',
          text:
            'Die Texte Ihres Wissenscenters werden in der Schweiz in Vektoren umgewandelt und dort gespeichert. Auch die Suche in Ihren Dokumenten verlässt damit das Land nicht.',
        },
        anonymisation: {
          title: 'Anonymisierung',
          text: 'Namen, Adressen und andere Personendaten werden erkannt und durch Platzhalter ersetzt, bevor eine Anfrage ein Modell erreicht.',
        },
      },
    },
    'q1-2025': {
      summary: 'Die Plattform spricht mit anderen Systemen und hört in Besprechungen mit.',
      items: {
        mcp: {
          title: 'API-Anbindung über MCP',
          text:
            'Über das Model Context Protocol greifen Assistenten auf freigegebene Systeme wie Ihr CRM oder Ihre Ablage zu, mit den Rechten, die Sie festlegen.',
        },
        meetingTranscription: {
          title: 'Transkription von Besprechungen',
          text: 'Laden Sie die Aufnahme einer Sitzung hoch und erhalten Sie ein Transkript, eine Zusammenfassung und die vereinbarten Aufgaben.',
        },
      },
    },
    'q4-2024': {
      summary: 'Grosse Dokumente und eigene Schnittstellen.',
      items: {
        iterativeDocuments: {
          title: 'Iterative Dokumentverarbeitung',
          text:
            'Lange Verträge und Berichte werden Abschnitt für Abschnitt gelesen, statt gekürzt zu werden. So bleiben auch die Details auf den hinteren Seiten erhalten.',
        },
        openApiGateway: {
          title: 'OpenAPI-Gateway',
          text: 'Beschreiben Sie eine Schnittstelle mit einer OpenAPI-Spezifikation, und Assistenten können sie aufrufen, ohne dass jemand Code schreibt.',
        },
      },
    },
    'q2-2024': {
      summary: 'Rechte, die zur Organisation passen.',
      items: {
        toolServers: {
          title: 'Globale Werkzeugserver mit Gruppenrechten',
          text: 'Werkzeuge richten Sie einmal für die ganze Organisation ein und geben sie pro Gruppe frei, ebenso die Modelle, die eine Gruppe nutzen darf.',
        },
        voiceRights: {
          title: 'Rechte für Spracheingabe',
          text: 'Administratorinnen und Administratoren legen fest, welche Gruppen diktieren und sich Antworten vorlesen lassen dürfen.',
        },
      },
    },
    'q1-2024': {
      summary: 'Kleine Schalter mit grosser Wirkung auf den Datenschutz.',
      items: {
        temporaryChats: {
          title: 'Temporäre Chats',
          text: 'Ein Chat, der nach dem Schliessen nicht im Verlauf bleibt: für Fragen, die niemand nachlesen soll.',
        },
        codeExecutionSwitch: {
          title: 'Schalter für die Codeausführung',
          text: 'Ob Assistenten Code ausführen dürfen, etwa für Berechnungen in Tabellen, entscheiden Sie pro Organisation mit einem Schalter.',
        },
      },
    },
    horizon: {
      summary: 'Was wir erproben, ohne schon ein Datum zu versprechen.',
      items: {
        autonomousAgents: {
          title: 'Autonome Agenten',
          text: 'Assistenten, die eine Aufgabe in mehreren Schritten selbständig erledigen und Sie vor jedem folgenreichen Schritt um Freigabe bitten.',
        },
        multilingualChat: {
          title: 'Mehrsprachiger Schweizer Chat',
          text: 'Ein Chat, der Deutsch, Französisch, Italienisch und Rätoromanisch gleichermassen versteht und in der Sprache der Frage antwortet.',
        },
      },
    },
  },
  closing: {
    title: 'Fehlt Ihnen eine Funktion?',
    text: 'Viele Punkte dieser Roadmap gehen auf Wünsche unserer Kundinnen und Kunden zurück. Erzählen Sie uns, was Ihr Team braucht.',
    cta: 'Kostenlose Beratung buchen',
    contactPrefix: 'Oder schreiben Sie uns:',
  },
} as const satisfies RoadmapWords;
