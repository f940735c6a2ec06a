/** /de/free-session: the free 30-minute intro call, booked in the embedded calendar. */
import { HeartHandshake, ShieldCheck, Wrench } from 'lucide-react';
import { operator } from '../operator';
import { operatorWords } from './operator';
import type { FreeSessionContent } from '../freeSession';

export const freeSessionContent = {
  hero: {
    eyebrow: 'Kostenloses Erstgespräch',
    title: 'In 30 Minuten wissen Sie, was KI für Ihr Team leisten kann',
    lead: 'Sie schildern uns Ihre Abläufe, wir zeigen Ihnen die Plattform an Aufgaben aus Ihrem Alltag. Kostenlos, unverbindlich und mit jemandem aus unserem Team in Zürich.',
  },
  booking: {
    eyebrow: 'Termin wählen',
    title: 'Suchen Sie sich einen freien Termin aus',
    text: 'Alle Zeiten sind Schweizer Zeit. Nach der Buchung erhalten Sie eine Bestätigung mit dem Link zum Videogespräch.',
    facts: ['30 Minuten per Video', 'Kostenlos und unverbindlich', 'Auf Deutsch', 'Verschieben oder absagen jederzeit'],
  },
  agenda: {
    eyebrow: 'Ablauf',
    title: 'Was Sie im Gespräch erwartet',
    intro: 'Ein klarer Ablauf, damit die halbe Stunde für Sie zählt. Vorbereiten müssen Sie nichts.',
    steps: [
      {
        title: 'Ihre Ausgangslage',
        text: 'Sie erzählen, wo Ihr Team heute Zeit verliert: bei Texten, Dokumenten, Anfragen oder Recherchen.',
      },
      {
        title: 'Die Plattform an Ihren Beispielen',
        text: 'Wir zeigen Chat, Assistenten und Dokumentenanalyse an Aufgaben, die Sie aus Ihrem Alltag kennen.',
      },
      {
        title: 'Datenschutz und Hosting',
        text: 'Sie erfahren, wo Ihre Daten liegen, wer darauf zugreifen kann und wie die Plattform das Schweizer Datenschutzgesetz und die DSGVO umsetzt.',
      },
      {
        title: 'Ihre Fragen',
        text: 'Zu Kosten, Einführung, Schulung oder Anbindung an Ihre Systeme: Wir antworten offen, auch wenn die Antwort einmal «noch nicht» lautet.',
      },
      {
        title: 'Eine ehrliche Empfehlung',
        text: 'Zum Schluss sagen wir Ihnen, ob die Plattform zu Ihrer Organisation passt und welcher nächste Schritt sinnvoll wäre.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Warum mit uns',
    title: 'Worauf Sie sich verlassen können',
    intro: 'Drei Dinge, die für Organisationen mit vertraulichen Daten den Unterschied machen.',
    benefits: [
      {
        icon: ShieldCheck,
        title: 'Schweizer Datensicherheit',
        text: 'Gehostet in der Region Zürich bei einem nach ISO 27001 zertifizierten Partner, gespeicherte Daten mit AES-256 verschlüsselt, konform mit DSG und DSGVO.',
      },
      {
        icon: Wrench,
        title: 'Praxisnaher Einsatz',
        text: 'Wir sprechen über Ihre Aufgaben, nicht über Technik. Sie sehen Vorlagen und Assistenten, die Teams in KMU, Stiftungen und Vereinen täglich nutzen.',
      },
      {
        icon: HeartHandshake,
        title: 'Menschliche Begleitung',
        text: `Sie sprechen mit Menschen, die die Plattform selbst betreiben. Auch nach dem Start erreichen Sie uns ${operatorWords.weekdays}, ${operatorWords.hoursInSentence}.`,
      },
    ],
  },
  testimonial: {
    eyebrow: 'Erfahrung',
    title: 'Aus einem Erstgespräch wurde ein Plan',
    testimonial: {
      quote:
        '«Nach dreissig Minuten wussten wir, welche zwei Abläufe wir zuerst angehen. Es gab keinen Verkaufsdruck, dafür klare Antworten zu Datenschutz und Aufwand.»',
      author: 'Andrea Muster',
      role: 'Leiterin Administration',
      company: 'Spitex Beispieltal',
      logo: { src: '/images/home/logo-beispiel-spitex.svg', alt: 'Spitex Beispieltal', width: 160, height: 48 },
    },
  },
  closing: {
    title: 'Bereit für Ihre 30 Minuten?',
    text: 'Wählen Sie im Kalender einen freien Termin. Die Bestätigung mit dem Link zum Videogespräch kommt per E-Mail.',
    jumpLabel: 'Jetzt Termin wählen',
    contactPrefix: 'Lieber schriftlich?',
    email: operator.email,
  },
} as const satisfies FreeSessionContent;
