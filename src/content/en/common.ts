/** Short texts the primitives share across every page, in English. */
import type { CommonWords } from '../common';

export const commonWords = {
  /** Read after an external link's name. */
  opensInNewTab: '(opens in a new tab)',
  codeBlock: {
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy – please select the code',
  },
  chat: {
    loading: 'Loading chat…',
    unreachable: 'The chat cannot be reached right now. Please write to us by email:',
  },
} as const satisfies CommonWords;
