import { contentFor } from '../../src/content/siteContent';
import { defaultLocale } from '../../src/lib/locales';
import { storyContentFor, type StoryLanguage } from './storyContent';

/*
 * How a story written with German content shows in another language,
 * without a second story. A story's args take their content from the
 * registry of languages (`contentFor('de-CH')`); every language's content
 * has the same places, so each German object or message found in the args
 * is swapped for the one at the same place in the other language's content
 * (found by what it is, not by what it says). A German sentence passed on
 * its own is swapped only where it stands at one place, or at several with
 * one translation; one that means two things in the other language stays
 * German, and the French page check names it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

interface Counterparts {
  /** Each German object, array or message function: the one at its place in the other language. */
  byPlace: Map<unknown, unknown>;
  /** Each German sentence: its translations, one per place it stands at. */
  sentences: Map<string, Set<string>>;
}

/** Walks the German content and `locale`'s side by side, place by place. */
function counterparts(locale: StoryLanguage): Counterparts {
  const byPlace = new Map<unknown, unknown>();
  const sentences = new Map<string, Set<string>>();
  const walk = (german: unknown, other: unknown) => {
    if (german === other || other === undefined) return;
    if (typeof german === 'string') {
      if (typeof other === 'string') sentences.set(german, (sentences.get(german) ?? new Set()).add(other));
      return;
    }
    if ((typeof german !== 'object' && typeof german !== 'function') || german === null || byPlace.has(german)) return;
    byPlace.set(german, other);
    if (Array.isArray(german) && Array.isArray(other)) german.forEach((item, index) => walk(item, other[index]));
    else if (isRecord(german) && isRecord(other)) for (const key of Object.keys(german)) walk(german[key], other[key]);
  };
  walk(contentFor(defaultLocale), storyContentFor(locale));
  return { byPlace, sentences };
}

/** Each language's counterparts, walked when a story is first shown in it. */
const translations = new Map<StoryLanguage, Counterparts>();
function translationsFor(locale: StoryLanguage): Counterparts | undefined {
  if (locale === defaultLocale) return undefined;
  let found = translations.get(locale);
  if (!found) translations.set(locale, (found = counterparts(locale)));
  return found;
}

/**
 * `value` (a story's args, a German content object, a sentence) in
 * `locale`: each German piece of the content swapped for the piece at its
 * place in `locale`'s, anything else (numbers, spies, values a story made
 * up) kept. German stays as it is.
 */
export function inLanguage<T>(value: T, locale: StoryLanguage): T {
  const found = translationsFor(locale);
  if (!found) return value;
  const translate = (item: unknown): unknown => {
    if (found.byPlace.has(item)) return found.byPlace.get(item);
    if (typeof item === 'string') {
      const options = found.sentences.get(item);
      return options?.size === 1 ? [...options][0] : item;
    }
    if (Array.isArray(item)) return item.map(translate);
    if (isRecord(item)) return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, translate(entry)]));
    return item;
  };
  return translate(value) as T;
}

/**
 * Every sentence of the default language's content that no text of `locale`
 * holds, as a whole or as whole words of a longer one: what must not show on
 * a page in `locale`. A name the language explains after it («Master Prompt
 * Spec v0.3 (la specifica…)») is the language's own text.
 */
export function defaultOnlySentences(locale: StoryLanguage): string[] {
  const found = translationsFor(locale);
  if (!found) return [];
  const translated = new Set([...found.sentences.values()].flatMap((options) => [...options]));
  const everyText = [...translated].join('\n');
  const letter = /\p{L}/u;
  const heldAsWords = (sentence: string) => {
    for (let at = everyText.indexOf(sentence); at >= 0; at = everyText.indexOf(sentence, at + 1)) {
      if (!letter.test(everyText[at - 1] ?? ' ') && !letter.test(everyText[at + sentence.length] ?? ' ')) return true;
    }
    return false;
  };
  return [...found.sentences.keys()].filter((german) => !translated.has(german) && !heldAsWords(german));
}
