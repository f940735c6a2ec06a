/** /fr/contact in French: every text of the page; the operator's address, numbers, opening hours and the map are in `src/content/contact.ts`. */
import type { ContactWords } from '../contact';

export const contactWords = {
  hero: {
    eyebrow: 'Contact',
    title: 'Parlons de vos données et de vos idées',
    lead: 'Première question ou projet concret: à Zurich, vous joignez les personnes qui exploitent elles-mêmes la plateforme. Réservez un court entretien ou contactez-nous par téléphone ou par e-mail.',
  },
  conversation: {
    eyebrow: 'Premier contact gratuit',
    title: '{minutesFrom} à {minutesTo} minutes pour y voir clair',
    text: 'Nous vous écoutons, répondons à vos questions sur la protection des données et l’utilisation de la plateforme, et vous disons franchement si elle convient à votre organisation.',
    facts: ['Gratuit et sans engagement', 'Par vidéo, où que vous soyez', 'Entretien {languages}', 'Avec un membre de notre équipe à {city}'],
  },
  details: {
    title: 'Nous joindre',
    addressLabel: 'Adresse',
    phoneLabel: 'Téléphone',
    emailLabel: 'E-mail',
    hoursLabel: 'Horaires',
    map: {
      alt: 'Extrait du plan de Zurich indiquant nos bureaux à la {street}',
      linkLabel: 'Ouvrir l’emplacement dans OpenStreetMap',
    },
  },
} as const satisfies ContactWords;
