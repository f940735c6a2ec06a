/** Short texts the primitives share across every page, in French. */
import type { CommonWords } from '../common';

export const commonWords = {
  /** Read after an external link's name. */
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  codeBlock: {
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie impossible – veuillez sélectionner le code',
  },
  chat: {
    loading: 'Chargement du chat…',
    unreachable: 'Le chat est momentanément indisponible. Écrivez-nous par e-mail:',
  },
} as const satisfies CommonWords;
