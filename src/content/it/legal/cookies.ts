/**
 * The cookie policy (/it/cookie) in Italian. The sections' order and
 * anchors, the tables of cookies (from the one service list) and the links
 * are in `src/content/legal/cookies.ts`.
 */
import type { CookiesWords } from '../../legal/cookies';

export const cookiesWords = {
  title: 'Informativa sui cookie',
  lead: 'I cookie sono piccoli file di testo che un sito web salva nel suo browser. Qui trova quali cookie utilizza il nostro sito, a quale scopo e per quanto tempo, e come può modificare la sua scelta.',
  sections: {
    principle: {
      title: 'Il nostro principio',
      paragraphs: [
        'Senza il suo consenso il sito imposta un solo cookie, quello necessario: {consentCookie}, che memorizza la sua scelta. Senza consenso, la chat di supporto e il calendario delle prenotazioni si caricano soltanto dopo un suo clic; i servizi di analisi e di marketing non si caricano mai.',
        'Se in cima alla pagina sceglie un tema («Chiaro» o «Scuro»), il suo browser lo memorizza sotto {themeKey} nella propria memoria locale. Questa voce non è un cookie: non viene inviata con alcuna richiesta, e scegliendo «Sistema» la si cancella.',
        'Il nostro sito non può né leggere né cancellare i cookie che un servizio imposta sul proprio dominio, ad esempio su linkedin.com. Il suo browser li conserva separati da quelli degli altri siti; può eliminarli nelle impostazioni del browser.',
      ],
    },
    necessary: {
      title: 'Cookie necessari',
      text: 'Il sito ha bisogno di queste voci per rispettare le sue scelte: la scelta sui cookie e, se ne ha scelto uno, il tema. Non possono essere disattivate.',
    },
    analytics: {
      title: 'Cookie di analisi',
      text: 'I cookie di analisi ci mostrerebbero come viene utilizzato il sito. Al momento non impieghiamo alcuno strumento di analisi. Prima che ciò cambi, aggiorneremo la presente informativa e le chiederemo nuovamente il consenso.',
    },
    functional: {
      title: 'Cookie funzionali',
      text: 'I cookie funzionali sono impostati dalla chat di supporto e dal calendario delle prenotazioni. Con il suo consenso, la chat si carica all’apertura della pagina e il calendario non appena compare sullo schermo; senza consenso, soltanto dopo un suo clic.',
    },
    marketing: {
      title: 'Cookie di marketing',
      text: 'Impostiamo cookie di marketing solo con il suo consenso. Ci indicano se i nostri annunci portano a visite e a colloqui prenotati.',
    },
    changeChoice: {
      title: 'Modificare la sua scelta',
      text: 'Può concedere o revocare in qualsiasi momento il consenso per ciascuna categoria, qui oppure tramite «Impostazioni dei cookie» in fondo a ogni pagina. La revoca disattiva i servizi interessati e cancella i loro cookie su questo sito.',
      settings: 'Apri le impostazioni dei cookie',
    },
    more: {
      title: 'Maggiori informazioni sulla protezione dei dati',
      privacy: {
        text: 'Chi sono i fornitori di questi servizi, in quali Paesi trattano i dati e quali diritti le spettano è spiegato nella nostra',
        link: 'informativa sulla protezione dei dati',
      },
    },
  },
} as const satisfies CookiesWords;
