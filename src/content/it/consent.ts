/**
 * The consent banner and the settings dialog in Italian: every text, each
 * category's by its id. The categories' order, the links' targets and each
 * category's services are in `src/content/consent.ts`.
 */
import type { ConsentWords } from '../consent';

export const consentWords = {
  banner: {
    title: 'I suoi dati, la sua scelta',
    text: 'Senza il suo consenso utilizziamo solo i cookie necessari. Chat, calendario delle prenotazioni e misurazione degli annunci si caricano solo se Lei li autorizza o ci clicca sopra.',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    settings: 'Impostazioni',
    policyLink: 'Informativa sui cookie',
  },
  settings: {
    title: 'Impostazioni dei cookie',
    intro:
      'Scelga quali servizi possiamo caricare. Può modificare la sua scelta qui in qualsiasi momento; se revoca il consenso, i servizi si interrompono e i loro cookie vengono cancellati da questo sito.',
    alwaysOn: 'Sempre attivi',
    servicesLabel: 'Servizi:',
    save: 'Salva la selezione',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    close: 'Chiudi',
    storedOn: 'La sua scelta attuale vale dal',
    privacyLink: 'Informativa sulla protezione dei dati',
  },
  categories: {
    necessary: {
      name: 'Necessari',
      description: 'Memorizzano la sua scelta sui cookie e mantengono il sito in funzione in modo sicuro. Non possono essere disattivati.',
    },
    functional: {
      name: 'Funzionali',
      description:
        'Caricano la chat di supporto all’apertura della pagina e il calendario delle prenotazioni non appena compare sullo schermo. Senza consenso, entrambi si caricano solo dopo un suo clic.',
    },
    analytics: {
      name: 'Analitici',
      description:
        'Ci mostrerebbero come viene utilizzato il sito. Al momento non impieghiamo alcuno strumento di analisi; prima che ciò cambi, le chiederemo nuovamente il consenso.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Misurano se i nostri annunci funzionano, ad esempio se dopo un clic è stato prenotato un colloquio.',
    },
  },
} as const satisfies ConsentWords;
