/**
 * The shape of the four legal documents (Impressum, AGB, Datenschutz,
 * Cookies; in French Mentions légales, CGV, Politique de confidentialité,
 * Politique relative aux cookies) and what they share: the date they were
 * last changed, written once for every language. The text is data, so the
 * operator's lawyer edits it in one place per document and language.
 */
import type { ExternalLinkContent, LinkContent } from '../types';

/** A table whose rows a section renders; on a phone each row becomes a block of labelled lines. */
export interface LegalTable {
  caption: string;
  columns: ReadonlyArray<string>;
  rows: ReadonlyArray<ReadonlyArray<string>>;
  /** Said instead of the table when it has no rows. */
  empty: string;
}

/** One labelled fact, e.g. «Handelsregister» and its number; several lines for an address. */
export interface LegalFact {
  term: string;
  lines: ReadonlyArray<string>;
  /** `mailto:` or `tel:` address of the fact. */
  href?: string;
}

export type LegalBlock =
  | { kind: 'paragraph'; text: string; link?: LinkContent | ExternalLinkContent }
  | { kind: 'list'; items: ReadonlyArray<string> }
  | { kind: 'subheading'; text: string }
  | { kind: 'facts'; items: ReadonlyArray<LegalFact> }
  | { kind: 'table'; table: LegalTable }
  /** A button that opens the cookie settings. */
  | { kind: 'cookieSettings'; label: string };

export interface LegalSection {
  /** The anchor of the section's heading: stable, lower case, so it can be cited and linked. */
  id: string;
  title: string;
  blocks: ReadonlyArray<LegalBlock>;
}

export interface LegalDocumentContent extends LegalFrame {
  /** Prefix of the ids the layout gives its own parts (title, contents). */
  id: string;
  title: string;
  lead: string;
  /** Number the sections («1. Geltungsbereich»): contracts and policies are cited by number. */
  numbered: boolean;
  sections: ReadonlyArray<LegalSection>;
}

/** The day all four documents in every language were last changed, written once. */
export const legalUpdatedOn = '2025-05-01';

/** What every legal document says around its text, in one language. */
export interface LegalFrame {
  updated: { label: string; iso: string; display: string };
  tocTitle: string;
  backToTop: string;
  /** Which language's version decides in case of doubt, said at the end of the lead. */
  prevailingVersion: string;
}

/** Shorthands that keep the documents readable as data. */
export const paragraph = (text: string, link?: LinkContent | ExternalLinkContent): LegalBlock => (link ? { kind: 'paragraph', text, link } : { kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
