/**
 * What every French legal document says around its text: the label of the
 * date it was last changed, the contents' title, the way back to the top
 * and which version prevails. The date is in `src/content/legal/frame.ts`.
 */
import type { FrameWords } from '../../legal/frame';

export const frameWords = {
  updated: 'Dernière mise à jour',
  tocTitle: 'Sommaire',
  backToTop: 'Retour en haut',
  prevailingVersion: 'En cas de divergence entre les versions linguistiques, la version allemande fait foi.',
} as const satisfies FrameWords;
