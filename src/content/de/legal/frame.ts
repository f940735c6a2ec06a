/**
 * What every German legal document says around its text: the date it was
 * last changed, the contents' title, the way back to the top and which
 * version prevails.
 */
import { formatterFor } from '../../../lib/format';
import { legalUpdatedOn, type LegalFrame } from '../../legal/legalDocument';

const format = formatterFor('de-CH');

export const legalFrame = {
  updated: { label: 'Stand', iso: legalUpdatedOn, display: format.date(legalUpdatedOn) },
  tocTitle: 'Inhalt',
  backToTop: 'Zurück zum Anfang',
  prevailingVersion: 'Dieses Dokument gibt es auf Deutsch und Französisch; im Zweifel gilt die deutsche Fassung.',
} as const satisfies LegalFrame;
