/**
 * Every page's title and description in Italian, for the head, the social
 * cards and the SEO pages. A title leaves out the brand, which
 * `src/content/pageContent.ts` adds; figures and names are `{placeholders}`.
 */
import type { PageMetaWords, SocialCardWords } from '../pageContent';

export const pageMetaWords = {
  home: {
    title: 'Piattaforma IA sicura e svizzera per le PMI',
    description:
      'Chat IA, assistenti e analisi dei documenti ospitati a Zurigo, per PMI, fondazioni ed enti non profit attenti ai propri dati. Prima consulenza gratuita.',
  },
  pricing: {
    title: 'Quanto costa l’IA svizzera: piani e token',
    description:
      'I costi della piattaforma IA svizzera: {business} per team da {users} persone con {tokenMillions} milioni di token, {enterprise} su richiesta. Hosting a Zurigo, prezzi IVA esclusa.',
  },
  apiProducts: {
    title: 'API IA compatibile con OpenAI, ospitata a Zurigo',
    description:
      'API compatibile con OpenAI per i modelli Mistral e GPT e per gli embedding, ospitata a Zurigo. Con guida rapida per curl, JavaScript e Python e prezzi chiari.',
  },
  academy: {
    title: 'Academy: percorso IA di gruppo in {weeks} settimane',
    description:
      'Dieci settimane online e in diretta, in tedesco: la vostra direzione impara a usare l’IA in sicurezza. Prima persona {firstSeat}, le altre a metà prezzo.',
  },
  faq: {
    title: 'FAQ: protezione dei dati, tecnologia e avvio',
    description:
      'Risposte su protezione dei dati, hosting a Zurigo, modelli linguistici, token, avvio e supporto: filtrare per tema, cercare parole, inviare il link.',
  },
  about: {
    title: 'Chi siamo: team, principi e il nostro approccio',
    description:
      'Chi c’è dietro la piattaforma IA svizzera: la nostra missione, tre principi di collaborazione, il team a {city} e perché i suoi dati restano in Svizzera.',
  },
  contact: {
    title: 'Contatto: prenoti un colloquio, chiami o scriva',
    description:
      'Prenoti un primo incontro gratuito di 15–20 minuti o contatti il nostro team a {city} per telefono o e-mail, dal lunedì al venerdì, dalle {opensAt} alle {closesAt}.',
  },
  freeSession: {
    title: 'Primo colloquio gratuito sull’IA, 30 minuti',
    description:
      '30 minuti in videochiamata: le mostriamo la piattaforma IA sui suoi compiti e rispondiamo alle domande su dati, costi e avvio. Gratuito e senza impegno.',
  },
  bookingConfirmed: {
    title: 'Appuntamento prenotato: conferma via e-mail',
    description: 'Il suo appuntamento è prenotato. Entro pochi minuti riceverà la conferma via e-mail, con tutti i dettagli e il link alla videochiamata.',
  },
  login: {
    title: 'Accedere o creare un account – IA da {city}',
    description:
      'Acceda alla sua piattaforma IA o crei un account: hosting in Svizzera, conforme a LPD e RGPD, dati cifrati. Per PMI, fondazioni ed enti non profit.',
  },
  resetPassword: {
    title: 'Reimpostare la password – accesso all’app',
    description:
      'Ha dimenticato la password? Verifichi il suo indirizzo e-mail e ne imposti una nuova nell’app di {brand}. Il suo indirizzo non lo trasmettiamo a terzi.',
  },
  roadmap: {
    title: 'Roadmap: novità e progetti della piattaforma IA',
    description:
      'Dalle chat temporanee a MCP: cosa ha imparato la piattaforma IA svizzera dal {since}, cosa porta la prossima release e cosa stiamo sperimentando.',
  },
  impressum: {
    title: 'Note legali: gestore, registro e contatto',
    description: 'Chi gestisce questo sito: {company} a {city}, registro di commercio, numeri IDI e IVA, direzione, contatti e consulente per la protezione dei dati.',
  },
  terms: {
    title: 'CGC: condizioni contrattuali per l’IA svizzera',
    description:
      'Le condizioni generali della piattaforma IA svizzera: prestazioni, trattamento dei dati su incarico, prezzi e pagamento, durata, supporto e foro competente.',
  },
  privacy: {
    title: 'Protezione dei dati: informativa LPD e RGPD',
    description:
      'Quali dati personali trattiamo e a quale scopo, chi li riceve, in quali Paesi, per quanto tempo li conserviamo e quali diritti ha secondo LPD e RGPD.',
  },
  cookies: {
    title: 'Informativa sui cookie: quali cookie usiamo',
    description:
      'Quali cookie usa il sito, perché e per quanto tempo: necessari, funzionali e di marketing, con il relativo fornitore. Può cambiare scelta in ogni momento.',
  },
  seoAudit: {
    title: 'Audit SEO: controllo di ogni pagina (interno)',
    description:
      'Verifica interna di ogni pagina a ogni build: titolo, descrizione, canonical, dati strutturati, sitemap e robots.txt, con punteggio e raccomandazioni chiare.',
  },
  seoDashboard: {
    title: 'Dashboard SEO: meta tag e punteggi (interno)',
    description:
      'Dashboard interna sull’ultimo build: titolo e descrizione di ogni pagina con lunghezza, Open Graph, Twitter, canonical, schema e punteggio, più raccomandazioni.',
  },
} as const satisfies PageMetaWords;

/** Every page's social card as a sentence, for those who cannot see it (`og:image:alt`). */
export const socialCardWords = {
  alt: 'Logo e nome di {brand}, sopra il titolo «{title}».',
} as const satisfies SocialCardWords;
