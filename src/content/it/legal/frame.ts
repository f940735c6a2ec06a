/**
 * What every Italian legal document says around its text: the label of the
 * date it was last changed, the contents' title, the way back to the top
 * and which version prevails. The date is in `src/content/legal/frame.ts`.
 */
import type { FrameWords } from '../../legal/frame';

export const frameWords = {
  updated: 'Ultimo aggiornamento',
  tocTitle: 'Indice',
  backToTop: 'Torna all’inizio',
  prevailingVersion: 'In caso di divergenze fa fede la versione tedesca.',
} as const satisfies FrameWords;
