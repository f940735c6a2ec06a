/**
 * /de/roadmap: what the platform gained, quarter by quarter, what the next
 * release brings and what lies further out. A dated snapshot: the «Stand»
 * says when it was written, so nobody reads an old plan as today's promise.
 */
import { operator } from '../operator';
import { consultationIn } from '../links';
import type { RoadmapContent } from '../roadmap';

const consultation = consultationIn('de-CH');

export const roadmapContent = {
  intro: {
    eyebrow: 'Roadmap',
    title: 'Was wir gebaut haben und was als Nächstes kommt',
    lead: 'Wir entwickeln die Plattform mit den Organisationen, die sie täglich nutzen. Hier sehen Sie, was seit Anfang 2024 dazugekommen ist und woran wir arbeiten.',
    updatedLabel: 'Stand',
    updated: { display: '15. April 2025', iso: '2025-04-15' },
    snapshotNote:
      'Diese Seite zeigt den Planungsstand von diesem Datum. Was seither umgesetzt wurde und was sich verschoben hat, erfahren Sie jederzeit im Gespräch mit uns.',
  },
  tocTitle: 'Inhalt',
  statusLabels: {
    completed: 'Umgesetzt',
    nextRelease: 'Nächstes Release',
    planned: 'In Planung',
  },
  periods: [
    {
      id: 'q2-2025',
      title: 'Nächstes Release: Q2 2025',
      summary: 'Mehr Kontrolle darüber, welche Daten in die Modelle gelangen und wo ihre Vektoren liegen.',
      items: [
        {
          title: 'Schweizer Embeddings und Vektorspeicher',
          text: 'Die Texte Ihres Wissenscenters werden in der Schweiz in Vektoren umgewandelt und dort gespeichert. Auch die Suche in Ihren Dokumenten verlässt damit das Land nicht.',
          status: 'nextRelease',
        },
        {
          title: 'Anonymisierung',
          text: 'Namen, Adressen und andere Personendaten werden erkannt und durch Platzhalter ersetzt, bevor eine Anfrage ein Modell erreicht.',
          status: 'nextRelease',
        },
      ],
    },
    {
      id: 'q1-2025',
      title: 'Q1 2025',
      summary: 'Die Plattform spricht mit anderen Systemen und hört in Besprechungen mit.',
      items: [
        {
          title: 'API-Anbindung über MCP',
          text: 'Über das Model Context Protocol greifen Assistenten auf freigegebene Systeme wie Ihr CRM oder Ihre Ablage zu, mit den Rechten, die Sie festlegen.',
          status: 'completed',
        },
        {
          title: 'Transkription von Besprechungen',
          text: 'Laden Sie die Aufnahme einer Sitzung hoch und erhalten Sie ein Transkript, eine Zusammenfassung und die vereinbarten Aufgaben.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q4-2024',
      title: 'Q4 2024',
      summary: 'Grosse Dokumente und eigene Schnittstellen.',
      items: [
        {
          title: 'Iterative Dokumentverarbeitung',
          text: 'Lange Verträge und Berichte werden Abschnitt für Abschnitt gelesen, statt gekürzt zu werden. So bleiben auch die Details auf den hinteren Seiten erhalten.',
          status: 'completed',
        },
        {
          title: 'OpenAPI-Gateway',
          text: 'Beschreiben Sie eine Schnittstelle mit einer OpenAPI-Spezifikation, und Assistenten können sie aufrufen, ohne dass jemand Code schreibt.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q2-2024',
      title: 'Q2 2024',
      summary: 'Rechte, die zur Organisation passen.',
      items: [
        {
          title: 'Globale Werkzeugserver mit Gruppenrechten',
          text: 'Werkzeuge richten Sie einmal für die ganze Organisation ein und geben sie pro Gruppe frei, ebenso die Modelle, die eine Gruppe nutzen darf.',
          status: 'completed',
        },
        {
          title: 'Rechte für Spracheingabe',
          text: 'Administratorinnen und Administratoren legen fest, welche Gruppen diktieren und sich Antworten vorlesen lassen dürfen.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'q1-2024',
      title: 'Q1 2024',
      summary: 'Kleine Schalter mit grosser Wirkung auf den Datenschutz.',
      items: [
        {
          title: 'Temporäre Chats',
          text: 'Ein Chat, der nach dem Schliessen nicht im Verlauf bleibt: für Fragen, die niemand nachlesen soll.',
          status: 'completed',
        },
        {
          title: 'Schalter für die Codeausführung',
          text: 'Ob Assistenten Code ausführen dürfen, etwa für Berechnungen in Tabellen, entscheiden Sie pro Organisation mit einem Schalter.',
          status: 'completed',
        },
      ],
    },
    {
      id: 'horizon',
      title: 'Am Horizont',
      summary: 'Was wir erproben, ohne schon ein Datum zu versprechen.',
      items: [
        {
          title: 'Autonome Agenten',
          text: 'Assistenten, die eine Aufgabe in mehreren Schritten selbständig erledigen und Sie vor jedem folgenreichen Schritt um Freigabe bitten.',
          status: 'planned',
        },
        {
          title: 'Mehrsprachiger Schweizer Chat',
          text: 'Ein Chat, der Deutsch, Französisch, Italienisch und Rätoromanisch gleichermassen versteht und in der Sprache der Frage antwortet.',
          status: 'planned',
        },
      ],
    },
  ],
  closing: {
    title: 'Fehlt Ihnen eine Funktion?',
    text: 'Viele Punkte dieser Roadmap gehen auf Wünsche unserer Kundinnen und Kunden zurück. Erzählen Sie uns, was Ihr Team braucht.',
    cta: { label: 'Kostenlose Beratung buchen', ...consultation },
    contactPrefix: 'Oder schreiben Sie uns:',
    email: operator.email,
  },
} as const satisfies RoadmapContent;
