import type { Locale } from '../lib/locales';

/**
 * One module of the site's content. Its words file
 * (`src/content/words/<module>.json`) holds only its words (`Words`); the
 * module itself holds what is the same in every language (ids and order,
 * icons, addresses, people, figures and price rules, code samples, image
 * files) and puts the two together in `compose`, facts through the one
 * formatter. `Needs` is the content of other modules it builds on, in the
 * same language, which the registry (siteContent.ts) composes first.
 */
export interface ContentModule<Words, Content, Needs = unknown> {
  compose: (words: Words, locale: Locale, needs: Needs) => Content;
}

/** A content module from its `compose`: the typecheck then holds every language's words to `Words`. */
export function contentModule<Words, Content, Needs = unknown>(compose: (words: Words, locale: Locale, needs: Needs) => Content): ContentModule<Words, Content, Needs> {
  return { compose };
}

/** What a language writes for a module. */
export type WordsOf<M> = M extends ContentModule<infer Words, unknown, never> ? Words : never;
/** What a module gives the site in one language. */
export type ContentOf<M> = M extends ContentModule<never, infer Content, never> ? Content : never;
/** What a module builds on. */
export type NeedsOf<M> = M extends ContentModule<never, unknown, infer Needs> ? Needs : never;

/**
 * A module's words as a words file gives them: JSON knows arrays, not
 * tuples, so a list of a fixed length (a table's columns) reads as a list.
 * The words check holds each list to its length before every build
 * (scripts/content/wordsCheck.mjs); everything else the typecheck holds.
 */
export type FromWordsFile<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer Item)[]
    ? readonly FromWordsFile<Item>[]
    : { readonly [K in keyof T]: FromWordsFile<T[K]> };
