/**
 * The service list in Italian: what each service does, which data it
 * receives and when it starts, for the consent settings and the policies.
 * The facts (providers, cookies and their names, lifetimes, hosts) are in
 * `src/content/services.ts`; a summary names them by `{placeholders}`.
 */
import type { ServicesWords } from '../services';

export const servicesWords = {
  services: {
    consent: {
      name: 'Scelta dei cookie',
      summary: '{cookie}, {days} giorni',
      purpose: 'Memorizza le categorie che ha accettato, così non dobbiamo chiederglielo a ogni visita e possiamo documentare la sua scelta.',
      data: 'La sua scelta per ogni categoria, la versione del testo sui cookie e la data della scelta; nessun dato che la identifichi.',
      loads: 'Non appena effettua una scelta.',
      cookies: { choice: { purpose: 'La sua scelta sui cookie, con versione e data.' } },
    },
    colorScheme: {
      name: 'Tema del sito',
      summary: '{cookie}, memoria locale',
      purpose: 'Ricorda se desidera vedere il sito chiaro o scuro, quando in cima alla pagina sceglie un’impostazione diversa da quella del suo sistema.',
      data: 'Soltanto la sua scelta «Chiaro» o «Scuro». Resta nella memoria locale del suo browser e non viene inviata a nessuno, nemmeno a noi.',
      loads: 'Non appena sceglie un tema; con «Sistema» la voce viene cancellata.',
      cookies: { choice: { purpose: 'Il suo tema (memoria locale, non un cookie).' } },
    },
    hosting: {
      name: 'Hosting del sito',
      summary: 'Centro di calcolo a {city}',
      purpose: 'Fornisce le pagine e mantiene il sito in funzione, proteggendolo da attacchi e abusi.',
      data: 'Indirizzo IP, ora, indirizzo richiamato, identificativo del browser (user agent) e pagina di provenienza, nei log del server.',
      loads: 'A ogni pagina richiamata.',
      cookies: {},
    },
    intercom: {
      summary: 'Chat di supporto, dati nell’UE',
      purpose: 'La chat di supporto, in cui ci pone le sue domande e noi le rispondiamo.',
      data: 'I suoi messaggi in chat, un identificativo casuale del visitatore, indirizzo IP, browser e la pagina da cui scrive.',
      loads: 'Con il consenso ai cookie funzionali, all’apertura della pagina; altrimenti solo quando clicca su un pulsante della chat.',
      cookies: {
        id: { purpose: 'Riconosce il suo browser, così una conversazione iniziata non va persa.' },
        session: { purpose: 'Mantiene attiva la sua sessione nella conversazione in corso.' },
        device: { purpose: 'Distingue il suo dispositivo dagli altri dispositivi della stessa conversazione.' },
      },
    },
    calcom: {
      summary: 'Prenotazione di appuntamenti',
      purpose: 'Il calendario in cui prenota un colloquio gratuito con noi.',
      data: 'Indirizzo IP e browser al caricamento del calendario; in caso di prenotazione, nome, indirizzo e-mail, data e ora scelte e il suo messaggio.',
      loads: 'Con il consenso ai cookie funzionali, non appena il calendario compare sullo schermo; altrimenti solo dopo un suo clic su «Mostra il calendario».',
      cookies: { booking: { label: 'Cookie di {domain}', purpose: 'Sessione e protezione del modulo di prenotazione nel calendario integrato.' } },
    },
    linkedin: {
      summary: 'Misurazione degli annunci',
      purpose: 'Ci mostra in forma aggregata se chi arriva dai nostri annunci su LinkedIn utilizza il sito.',
      data: 'Indirizzo IP, browser, pagine visitate e, se ha effettuato l’accesso a LinkedIn, un identificativo del suo account LinkedIn.',
      loads: 'Solo con il consenso ai cookie di marketing, su ogni pagina.',
      cookies: {
        adClick: { purpose: 'Collega un clic su un annuncio a una visita successiva.' },
        ads: { purpose: 'La riconosce per gli annunci su LinkedIn.' },
        analytics: { purpose: 'Conta le visite provenienti dagli annunci LinkedIn.' },
        matching: { purpose: 'Confronta il suo identificativo con quelli dei partner pubblicitari di LinkedIn.' },
        sync: { purpose: 'Registra quando è avvenuto l’ultimo confronto.' },
      },
    },
    googleAds: {
      summary: 'Misurazione delle conversioni',
      purpose: 'Segnala a Google che dopo un clic su un annuncio è stato prenotato un colloquio, così vediamo quali annunci funzionano.',
      data: 'Indirizzo IP, browser, la conferma di prenotazione come evento e l’identificativo di un precedente clic su un annuncio.',
      loads: 'Solo con il consenso ai cookie di marketing, e solo sulla pagina di conferma dopo una prenotazione.',
      cookies: {
        link: { purpose: 'Collega una prenotazione a un precedente clic su un annuncio.' },
        click: { purpose: 'Memorizza l’identificativo del clic sull’annuncio.' },
        campaign: { purpose: 'Memorizza i dati della campagna legati al clic sull’annuncio.' },
      },
    },
  },
  countries: { CH: 'Svizzera', IE: 'Irlanda', US: 'Stati Uniti' },
  places: { switzerland: 'Svizzera', eu: 'UE (regione di dati Europa)', usOrEu: 'Stati Uniti o UE, secondo il fornitore' },
  safeguards: {
    eu: 'L’UE e il SEE garantiscono una protezione adeguata secondo l’allegato 1 dell’ordinanza sulla protezione dei dati (OPDa).',
    usOrEu:
      'Nell’UE: protezione adeguata secondo l’allegato 1 OPDa. Negli Stati Uniti: certificazione del fornitore secondo lo Swiss-U.S. Data Privacy Framework, se esiste, altrimenti le clausole contrattuali tipo della Commissione europea con gli adeguamenti per la Svizzera.',
  },
  lifetimes: {
    setByProvider: 'stabilita dal fornitore',
    untilCleared: 'fino alla cancellazione nel browser',
    days: { one: '{count} giorno', other: '{count} giorni' },
    months: { one: '{count} mese', other: '{count} mesi' },
  },
} as const satisfies ServicesWords;
