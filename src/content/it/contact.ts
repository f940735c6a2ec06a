/** /it/contatto in Italian: every text of the page; the operator's address, numbers, opening hours and the map are in `src/content/contact.ts`. */
import type { ContactWords } from '../contact';

export const contactWords = {
  hero: {
    eyebrow: 'Contatto',
    title: 'Parliamo dei suoi dati e delle sue idee',
    lead: 'Una prima domanda o un progetto concreto: a {city} trova le persone che gestiscono la piattaforma in prima persona. Prenoti un breve colloquio, ci chiami o ci scriva un’e-mail.',
  },
  conversation: {
    eyebrow: 'Primo incontro gratuito',
    title: 'Da {minutesFrom} a {minutesTo} minuti per fare chiarezza',
    text: 'La ascoltiamo, rispondiamo alle sue domande su protezione dei dati e impiego e le diciamo apertamente se la piattaforma fa al caso della sua organizzazione.',
    facts: ['Gratuito e senza impegno', 'In video, da dove preferisce', 'In {languages}', 'Con una persona del nostro team a {city}'],
  },
  details: {
    title: 'Come raggiungerci',
    addressLabel: 'Indirizzo',
    phoneLabel: 'Telefono',
    emailLabel: 'Indirizzo e-mail',
    hoursLabel: 'Orari',
    map: {
      alt: 'Cartina di {city} con la posizione della nostra sede in {street}',
      linkLabel: 'Vedere la sede su OpenStreetMap',
    },
  },
} as const satisfies ContactWords;
