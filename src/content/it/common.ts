/** Short texts the primitives share across every page, in Italian. */
import type { CommonWords } from '../common';

export const commonWords = {
  /** Read after an external link's name. */
  opensInNewTab: '(si apre in una nuova scheda)',
  codeBlock: {
    copy: 'Copiare',
    copied: 'Copiato',
    copyFailed: 'Copia non riuscita – selezioni il codice a mano',
  },
  chat: {
    loading: 'Caricamento della chat…',
    unreachable: 'La chat non è raggiungibile in questo momento. Ci scriva pure per e-mail:',
  },
} as const satisfies CommonWords;
