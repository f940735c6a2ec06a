/**
 * Which FAQ entries the visitor sees: the chosen category, then the words
 * typed into the search field. Pure functions over any entry with a category,
 * a question and an answer, so the page and its tests share one rule.
 */

/** `all` as an entry's category: the entry shows under every filter. */
export const EVERY_CATEGORY = 'all';

export interface FilterableEntry<Category extends string> {
  category: Category | typeof EVERY_CATEGORY;
  question: string;
  answer: ReadonlyArray<string>;
}

/**
 * The entries of `active`: those of that category and those marked `all`.
 * With `active` = `all` (the filter «Alle»), every entry.
 */
export function entriesInCategory<Category extends string, Entry extends FilterableEntry<Category>>(
  entries: ReadonlyArray<Entry>,
  active: Category | typeof EVERY_CATEGORY,
): Entry[] {
  if (active === EVERY_CATEGORY) return [...entries];
  return entries.filter((entry) => entry.category === active || entry.category === EVERY_CATEGORY);
}

/** Lower case without accents, umlaut dots or soft hyphens, so «uber» finds «Über», «Ubersetzung» «Übersetzung» and «Auftragsverarbeitung» «Auftrags\u00adverarbeitung». */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\p{Mn}\u00ad]/gu, '').toLowerCase();
}

/** The words of a query, normalised; punctuation separates words like a space. */
export function queryWords(query: string): string[] {
  return normaliseForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The entries whose question or answer contains every word of `query` (each
 * word may be the start or the middle of a longer word: «token» finds
 * «Tokens»). An empty query keeps every entry.
 */
export function entriesMatching<Entry extends Pick<FilterableEntry<string>, 'question' | 'answer'>>(entries: ReadonlyArray<Entry>, query: string): Entry[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = normaliseForSearch([entry.question, ...entry.answer].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** A category named in the address (`?kategorie=sicherheit`) by its slug; anything else is «Alle». */
export function categoryFromSlug<Category extends string>(
  slug: string | null,
  categories: ReadonlyArray<{ id: Category | typeof EVERY_CATEGORY; slug: string }>,
): Category | typeof EVERY_CATEGORY {
  return categories.find((category) => category.id !== EVERY_CATEGORY && category.slug === slug)?.id ?? EVERY_CATEGORY;
}
