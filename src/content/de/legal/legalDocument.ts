/**
 * The shape of the four legal documents (Impressum, AGB, Datenschutz,
 * Cookies) and what they share: the «Stand» date, the contents' title and the
 * way back to the top. The text is data, so the operator's lawyer edits it in
 * one place per document.
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

export interface LegalDocumentContent {
  /** Prefix of the ids the layout gives its own parts (title, contents). */
  id: string;
  title: string;
  lead: string;
  updated: { label: string; iso: string; display: string };
  tocTitle: string;
  backToTop: string;
  /** Number the sections («1. Geltungsbereich»): contracts and policies are cited by number. */
  numbered: boolean;
  sections: ReadonlyArray<LegalSection>;
}

/** The date all four documents carry, written once. */
export const legalUpdated = { label: 'Stand', iso: '2025-05-01', display: '1. Mai 2025' } as const;

/** What every legal document says around its text. */
export const legalFrame = {
  updated: legalUpdated,
  tocTitle: 'Inhalt',
  backToTop: 'Zurück zum Anfang',
} as const;

/** Shorthands that keep the documents readable as data. */
export const paragraph = (text: string, link?: LinkContent | ExternalLinkContent): LegalBlock => (link ? { kind: 'paragraph', text, link } : { kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
