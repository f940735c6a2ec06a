/**
 * What every French legal document says around its text: the date it was
 * last changed, the contents' title, the way back to the top and which
 * version prevails.
 */
import { formatterFor } from '../../../lib/format';
import { legalUpdatedOn, type LegalFrame } from '../../legal/legalDocument';

const format = formatterFor('fr-CH');

export const legalFrame = {
  updated: { label: 'Dernière mise à jour', iso: legalUpdatedOn, display: format.date(legalUpdatedOn) },
  tocTitle: 'Sommaire',
  backToTop: 'Retour en haut',
  prevailingVersion: 'Ce document existe en allemand et en français; en cas de doute, la version allemande fait foi.',
} as const satisfies LegalFrame;
