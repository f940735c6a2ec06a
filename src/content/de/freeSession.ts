/** /de/free-session in German: every text of the page; the agenda's and benefits' order, the icons, the call's length and the customer quoted are in `src/content/freeSession.ts`. */
import type { FreeSessionWords } from '../freeSession';

export const freeSessionWords = {
  hero: {
    eyebrow: 'Kostenloses Erstgespräch',
    title: 'In {minutes} Minuten wissen Sie, was KI für Ihr Team leisten kann',
    lead: 'Sie schildern uns Ihre Abläufe, wir zeigen Ihnen die Plattform an Aufgaben aus Ihrem Alltag. Kostenlos, unverbindlich und mit jemandem aus unserem Team in {city}.',
  },
  booking: {
    eyebrow: 'Termin wählen',
    title: 'Suchen Sie sich einen freien Termin aus',
    text: 'Alle Zeiten sind Schweizer Zeit. Nach der Buchung erhalten Sie eine Bestätigung mit dem Link zum Videogespräch.',
    facts: ['{minutes} Minuten per Video', 'Kostenlos und unverbindlich', 'Auf {languages}', 'Verschieben oder absagen jederzeit'],
  },
  agenda: {
    eyebrow: 'Ablauf',
    title: 'Was Sie im Gespräch erwartet',
    intro: 'Ein klarer Ablauf, damit die halbe Stunde für Sie zählt. Vorbereiten müssen Sie nichts.',
    steps: {
      situation: {
        title: 'Ihre Ausgangslage',
        text: 'Sie erzählen, wo Ihr Team heute Zeit verliert: bei Texten, Dokumenten, Anfragen oder Recherchen.',
      },
      yourExamples: {
        title: 'Die Plattform an Ihren Beispielen',
        text: 'Wir zeigen Chat, Assistenten und Dokumentenanalyse an Aufgaben, die Sie aus Ihrem Alltag kennen.',
      },
      dataProtection: {
        title: 'Datenschutz und Hosting',
        text: 'Sie erfahren, wo Ihre Daten liegen, wer darauf zugreifen kann und wie die Plattform das Schweizer Datenschutzgesetz und die DSGVO umsetzt.',
      },
      questions: {
        title: 'Ihre Fragen',
        text: 'Zu Kosten, Einführung, Schulung oder Anbindung an Ihre Systeme: Wir antworten offen, auch wenn die Antwort einmal «noch nicht» lautet.',
      },
      recommendation: {
        title: 'Eine ehrliche Empfehlung',
        text: 'Zum Schluss sagen wir Ihnen, ob die Plattform zu Ihrer Organisation passt und welcher nächste Schritt sinnvoll wäre.',
      },
    },
  },
  benefits: {
    eyebrow: 'Warum mit uns',
    title: 'Worauf Sie sich verlassen können',
    intro: 'Drei Dinge, die für Organisationen mit vertraulichen Daten den Unterschied machen.',
    items: {
      swissDataSecurity: {
        title: 'Schweizer Datensicherheit',
        text: 'Gehostet in der Region Zürich bei einem nach ISO 27001 zertifizierten Partner, gespeicherte Daten mit AES-256 verschlüsselt, konform mit DSG und DSGVO.',
      },
      practicalUse: {
        title: 'Praxisnaher Einsatz',
        text: 'Wir sprechen über Ihre Aufgaben, nicht über Technik. Sie sehen Vorlagen und Assistenten, die Teams in KMU, Stiftungen und Vereinen täglich nutzen.',
      },
      humanSupport: {
        title: 'Menschliche Begleitung',
        text: 'Sie sprechen mit Menschen, die die Plattform selbst betreiben. Auch nach dem Start erreichen Sie uns {weekdays}, {hours}.',
      },
    },
  },
  testimonial: {
    eyebrow: 'Erfahrung',
    title: 'Aus einem Erstgespräch wurde ein Plan',
    quote:
      '«Nach dreissig Minuten wussten wir, welche zwei Abläufe wir zuerst angehen. Es gab keinen Verkaufsdruck, dafür klare Antworten zu Datenschutz und Aufwand.»',
    role: 'Leiterin Administration',
  },
  closing: {
    title: 'Bereit für Ihre {minutes} Minuten?',
    text: 'Wählen Sie im Kalender einen freien Termin. Die Bestätigung mit dem Link zum Videogespräch kommt per E-Mail.',
    jumpLabel: 'Jetzt Termin wählen',
    contactPrefix: 'Lieber schriftlich?',
  },
} as const satisfies FreeSessionWords;
