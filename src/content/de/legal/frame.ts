/**
 * What every German legal document says around its text: the label of the
 * date it was last changed, the contents' title, the way back to the top
 * and which version prevails. The date is in `src/content/legal/frame.ts`.
 */
import type { FrameWords } from '../../legal/frame';

export const frameWords = {
  updated: 'Stand',
  tocTitle: 'Inhalt',
  backToTop: 'Zurück zum Anfang',
  prevailingVersion: 'Weichen die Sprachfassungen voneinander ab, gilt die deutsche Fassung.',
} as const satisfies FrameWords;
