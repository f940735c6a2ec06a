/**
 * What every English legal document says around its text: the label of the
 * date it was last changed, the contents' title, the way back to the top
 * and which version prevails. The date is in `src/content/legal/frame.ts`.
 */
import type { FrameWords } from '../../legal/frame';

export const frameWords = {
  updated: 'Last updated',
  tocTitle: 'Contents',
  backToTop: 'Back to top',
  prevailingVersion: 'If the language versions differ, the German version prevails.',
} as const satisfies FrameWords;
