/** /it/colloquio-gratuito in Italian: every text of the page; the agenda's and benefits' order, the icons, the call's length and the customer quoted are in `src/content/freeSession.ts`. */
import type { FreeSessionWords } from '../freeSession';

export const freeSessionWords = {
  hero: {
    eyebrow: 'Primo colloquio gratuito',
    title: 'In {minutes} minuti saprà che cosa può fare l’IA per il suo team',
    lead: 'Lei ci descrive come lavora il suo team, noi le mostriamo la piattaforma su compiti della sua quotidianità. Gratuito, senza impegno e con una persona del nostro team a {city}.',
  },
  booking: {
    eyebrow: 'Prenotazione',
    title: 'Scelga un orario libero',
    text: 'Tutti gli orari sono in ora svizzera. Dopo la prenotazione riceverà una conferma con il link alla videochiamata.',
    facts: ['{minutes} minuti in videochiamata', 'Gratuito e senza impegno', 'In {languages}', 'Spostamento o disdetta in ogni momento'],
  },
  agenda: {
    eyebrow: 'Svolgimento',
    title: 'Che cosa la aspetta nel colloquio',
    intro: 'Uno svolgimento chiaro, perché la mezz’ora le sia davvero utile. Non deve preparare nulla.',
    steps: {
      situation: {
        title: 'La sua situazione',
        text: 'Ci racconta dove il suo team perde tempo oggi: con testi, documenti, richieste o ricerche.',
      },
      yourExamples: {
        title: 'La piattaforma sui suoi esempi',
        text: 'Le mostriamo chat, assistenti e analisi dei documenti su compiti che conosce dal suo lavoro di ogni giorno.',
      },
      dataProtection: {
        title: 'Protezione dei dati e hosting',
        text: 'Scopre dove si trovano i suoi dati, chi può accedervi e come la piattaforma applica la legge federale sulla protezione dei dati (LPD) e il RGPD.',
      },
      questions: {
        title: 'Le sue domande',
        text: 'Costi, avvio, formazione o collegamento ai suoi sistemi: rispondiamo con franchezza, anche quando la risposta è «non ancora».',
      },
      recommendation: {
        title: 'Una raccomandazione onesta',
        text: 'Alla fine le diciamo se la piattaforma fa al caso della sua organizzazione e quale passo successivo avrebbe senso.',
      },
    },
  },
  benefits: {
    eyebrow: 'Perché con noi',
    title: 'Su che cosa può contare',
    intro: 'Tre aspetti che fanno la differenza per le organizzazioni che trattano dati riservati.',
    items: {
      swissDataSecurity: {
        title: 'Sicurezza dei dati svizzera',
        text: 'Hosting nella regione di Zurigo presso un partner certificato ISO 27001, dati memorizzati cifrati con AES-256, conformità a LPD e RGPD.',
      },
      practicalUse: {
        title: 'Un uso concreto',
        text: 'Parliamo dei suoi compiti, non di tecnica. Vede modelli e assistenti che i team di PMI, fondazioni e associazioni usano ogni giorno.',
      },
      humanSupport: {
        title: 'Un accompagnamento umano',
        text: 'Parla con le persone che gestiscono la piattaforma in prima persona. Anche dopo l’avvio ci trova {weekdays}, {hours}.',
      },
    },
  },
  testimonial: {
    eyebrow: 'Testimonianza',
    title: 'Da un primo colloquio è nato un piano',
    quote:
      '«Dopo trenta minuti sapevamo quali due processi affrontare per primi. Nessuna pressione a comprare, in compenso risposte chiare su protezione dei dati e impegno richiesto.»',
    role: 'Responsabile dell’amministrazione',
  },
  closing: {
    title: 'Prenoti i suoi {minutes} minuti',
    text: 'Scelga un orario libero nel calendario. La conferma con il link alla videochiamata le arriva via e-mail.',
    jumpLabel: 'Scegliere un orario',
    contactPrefix: 'Preferisce scrivere?',
  },
} as const satisfies FreeSessionWords;
