/** /fr/contact: the free conversation, the address, phone, e-mail and opening hours. */
import { operator } from '../operator';
import { operatorWords } from './operator';
import type { ContactContent } from '../contact';

export const contactContent = {
  hero: {
    eyebrow: 'Contact',
    title: 'Parlons de vos données et de vos idées',
    lead: 'Première question ou projet concret: à Zurich, vous joignez les personnes qui exploitent elles-mêmes la plateforme. Réservez un court entretien ou contactez-nous par téléphone ou par e-mail.',
  },
  conversation: {
    eyebrow: 'Premier contact gratuit',
    title: '15 à 20 minutes pour y voir clair',
    text: 'Nous vous écoutons, répondons à vos questions sur la protection des données et l’utilisation de la plateforme, et vous disons franchement si elle convient à votre organisation.',
    facts: ['Gratuit et sans engagement', 'Par vidéo, où que vous soyez', 'En français ou en allemand', 'Avec un membre de notre équipe à Zurich'],
  },
  details: {
    title: 'Nous joindre',
    addressLabel: 'Adresse',
    company: operator.company,
    address: { ...operator.address, country: operatorWords.country },
    phoneLabel: 'Téléphone',
    phone: operator.phone,
    emailLabel: 'E-mail',
    email: operator.email,
    hoursLabel: 'Horaires',
    hours: operatorWords.hours,
    map: {
      src: '/images/contact/karte-zuerich.svg',
      alt: `Extrait du plan de Zurich indiquant nos bureaux à la ${operator.address.street}`,
      width: 640,
      height: 400,
      linkLabel: 'Ouvrir l’emplacement dans OpenStreetMap',
      href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${operator.address.street}, ${operator.address.postalCode} ${operator.address.city}`)}`,
    },
  },
} as const satisfies ContactContent;
