/**
 * The shape of the four legal documents (Impressum, AGB, Datenschutz,
 * Cookies; in French Mentions légales, CGV, Politique de confidentialité,
 * Politique relative aux cookies) and what their structure is built with.
 * Each document's structure (its sections, their anchors and blocks, the
 * facts and links) is in `src/content/legal/<document>.ts`; its text is
 * data, so the operator's lawyer edits it in one place per document and
 * language (`src/content/words/legal/<document>.json`).
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

/** What every legal document says around its text, in one language. */
export interface LegalFrame {
  updated: { label: string; iso: string; display: string };
  tocTitle: string;
  backToTop: string;
  /** Which language's version decides in case of doubt, said at the end of the lead. */
  prevailingVersion: string;
}

/** A paragraph that ends in a link, as a language writes it: the text and the link's label; where the link leads is structure. */
export interface LinkedText {
  text: string;
  link: string;
}

/** Shorthands that keep the documents' structure readable. */
export const paragraph = (text: string, link?: LinkContent | ExternalLinkContent): LegalBlock => (link ? { kind: 'paragraph', text, link } : { kind: 'paragraph', text });
export const paragraphs = (texts: ReadonlyArray<string>): LegalBlock[] => texts.map((text) => paragraph(text));
export const list = (items: ReadonlyArray<string>): LegalBlock => ({ kind: 'list', items });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const facts = (...items: LegalFact[]): LegalBlock => ({ kind: 'facts', items });
export const table = (table: LegalTable): LegalBlock => ({ kind: 'table', table });
/** A link to an address outside the site, named by the address itself, without its scheme («www.edoeb.admin.ch»). */
export const addressLink = (href: string): ExternalLinkContent => ({ label: href.replace(/^https?:\/\//, ''), href });
/** A link to an e-mail address, named by the address. */
export const mailLink = (email: string): ExternalLinkContent => ({ label: email, href: `mailto:${email}` });

/**
 * A section's place in its document: the key its words go by, and its
 * anchor, the same in every language (structure, never a word: a link to a
 * section works whatever the page's language, and the language switch keeps it).
 */
export interface SectionPlace<Key extends string = string> {
  key: Key;
  id: string;
}

/** A document's sections, in the order of `places`: each its anchor, its title and its blocks. */
export function sectionsIn<Key extends string>(
  places: ReadonlyArray<SectionPlace<Key>>,
  words: { readonly [K in Key]: { title: string } },
  blocks: { readonly [K in Key]: ReadonlyArray<LegalBlock> },
): ReadonlyArray<LegalSection> {
  return places.map(({ key, id }) => ({ id, title: words[key].title, blocks: blocks[key] }));
}
