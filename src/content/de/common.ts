/** Short texts the primitives share across every page, in German. */
import type { CommonWords } from '../common';

export const commonWords = {
  /** Read after an external link's name. */
  opensInNewTab: '(öffnet in neuem Tab)',
  codeBlock: {
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren nicht möglich – bitte markieren Sie den Code',
  },
  chat: {
    loading: 'Chat wird geladen …',
    unreachable: 'Der Chat ist gerade nicht erreichbar. Schreiben Sie uns gerne per E-Mail:',
  },
} as const satisfies CommonWords;
