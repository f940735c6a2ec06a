/** /de/contact: the free conversation, the address, phone, e-mail and opening hours. */
import { operator } from '../operator';
import { operatorWords } from './operator';
import type { ContactContent } from '../contact';

export const contactContent = {
  hero: {
    eyebrow: 'Kontakt',
    title: 'Sprechen wir über Ihre Daten und Ihre Ideen',
    lead: 'Ob erste Frage oder konkretes Projekt: Sie erreichen in Zürich Menschen, die die Plattform selbst betreiben. Buchen Sie ein kurzes Gespräch oder melden Sie sich per Telefon oder E-Mail.',
  },
  conversation: {
    eyebrow: 'Kostenloses Kennenlernen',
    title: '15 bis 20 Minuten, die Ihnen Klarheit geben',
    text: 'Wir hören zu, beantworten Ihre Fragen zu Datenschutz und Einsatz und sagen Ihnen offen, ob die Plattform zu Ihrer Organisation passt.',
    facts: ['Kostenlos und unverbindlich', 'Per Video, von überall', 'Auf Deutsch', 'Mit jemandem aus unserem Team in Zürich'],
  },
  details: {
    title: 'So erreichen Sie uns',
    addressLabel: 'Adresse',
    company: operator.company,
    address: { ...operator.address, country: operatorWords.country },
    phoneLabel: 'Telefon',
    phone: operator.phone,
    emailLabel: 'E-Mail',
    email: operator.email,
    hoursLabel: 'Erreichbarkeit',
    hours: operatorWords.hours,
    map: {
      src: '/images/contact/karte-zuerich.svg',
      alt: `Kartenausschnitt von Zürich mit der Markierung unseres Standorts an der ${operator.address.street}`,
      width: 640,
      height: 400,
      linkLabel: 'Standort in OpenStreetMap öffnen',
      href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`)}`,
    },
  },
} as const satisfies ContactContent;
