/** /de/contact in German: every text of the page; the operator's address, numbers, opening hours and the map are in `src/content/contact.ts`. */
import type { ContactWords } from '../contact';

export const contactWords = {
  hero: {
    eyebrow: 'Kontakt',
    title: 'Sprechen wir über Ihre Daten und Ihre Ideen',
    lead: 'Ob erste Frage oder konkretes Projekt: Sie erreichen in {city} Menschen, die die Plattform selbst betreiben. Buchen Sie ein kurzes Gespräch oder melden Sie sich per Telefon oder E-Mail.',
  },
  conversation: {
    eyebrow: 'Kostenloses Kennenlernen',
    title: '{minutesFrom} bis {minutesTo} Minuten, die Ihnen Klarheit geben',
    text: 'Wir hören zu, beantworten Ihre Fragen zu Datenschutz und Einsatz und sagen Ihnen offen, ob die Plattform zu Ihrer Organisation passt.',
    facts: ['Kostenlos und unverbindlich', 'Per Video, von überall', 'Auf {languages}', 'Mit jemandem aus unserem Team in {city}'],
  },
  details: {
    title: 'So erreichen Sie uns',
    addressLabel: 'Adresse',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
    hoursLabel: 'Erreichbarkeit',
    map: {
      alt: 'Kartenausschnitt von {city} mit der Markierung unseres Standorts an der {street}',
      linkLabel: 'Standort in OpenStreetMap öffnen',
    },
  },
} as const satisfies ContactWords;
