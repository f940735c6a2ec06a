/**
 * What every legal document says around its text: the date all four
 * documents were last changed, written once for every language, and the
 * words around it (src/content/words/legal/frame.json).
 */
import { formatterFor } from '../../lib/format';
import type { Locale } from '../../lib/locales';
import type { LegalFrame } from './legalDocument';

/** The day all four documents in every language were last changed. */
export const legalUpdatedOn = '2025-05-01';

/** What a language writes around every legal document. */
export interface FrameWords {
  /** Before the date the documents were last changed («Stand»). */
  updated: string;
  tocTitle: string;
  backToTop: string;
  prevailingVersion: string;
}

/** The frame in one language, the date written as the language writes dates. */
export function frameIn(words: FrameWords, locale: Locale): LegalFrame {
  return {
    updated: { label: words.updated, iso: legalUpdatedOn, display: formatterFor(locale).date(legalUpdatedOn) },
    tocTitle: words.tocTitle,
    backToTop: words.backToTop,
    prevailingVersion: words.prevailingVersion,
  };
}
