import { expect, within } from 'storybook/test';
import type { Locale } from '../../src/lib/locales';
import { localeSettings } from '../../src/lib/locales';
import { runsAt } from '../../tests/matrix';
import { defaultOnlySentences } from './contentTranslations';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { PHONE_VIEWPORT } from './reviewPresets';

/**
 * Sentences of the default language that must not show on a page in
 * `locale`: each content string of two words or more that no string of
 * `locale` contains (a brand, an address or a product name reads the same
 * in every language).
 */
const leftOver = new Map<Locale, string[]>();
function defaultSentences(locale: Locale): string[] {
  let sentences = leftOver.get(locale);
  if (!sentences) {
    sentences = defaultOnlySentences(locale).filter((sentence) => /\S\s+\S/.test(sentence.trim()) && sentence.trim().length >= 8);
    leftOver.set(locale, sentences);
  }
  return sentences;
}

/** What a visitor reads or hears in `root`: its text and the names and descriptions in its attributes. */
function readable(root: HTMLElement): string {
  const attributes = Array.from(root.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description]')).flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

const LETTER = /\p{L}/u;

/** Whether `text` holds `sentence` as whole words («Irland» is not in «Irlande»). */
export function holdsWords(text: string, sentence: string): boolean {
  for (let at = text.indexOf(sentence); at >= 0; at = text.indexOf(sentence, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + sentence.length] ?? ' ';
    if (!LETTER.test(before) && !LETTER.test(after)) return true;
  }
  return false;
}

/** The default language's sentences `root` shows or announces, on a page in `locale`. */
export function defaultSentencesIn(root: HTMLElement, locale: Locale): string[] {
  const text = readable(root);
  return defaultSentences(locale).filter((sentence) => holdsWords(text, sentence));
}

/**
 * A page story's play in another language: the document is in `locale`,
 * the page has its one heading, no sentence of the default language's
 * content shows or is announced, and every image has loaded for the
 * picture.
 */
export const readsLanguage =
  (locale: Locale) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', localeSettings[locale].lang);
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const left = defaultSentencesIn(canvasElement, locale);
    await expect(left, `sentences of the default language on the page in ${locale}: ${left.join(' | ')}`).toEqual([]);
    await imagesLoaded(canvasElement);
  };

/**
 * The story of a page in `locale` on a phone (the test matrix's
 * `pageInLanguage` row): one picture, and the play above. Its axe run is
 * the served page's wherever the matrix runs axe there (the visitor pass,
 * after hydration, with the banner, the menu and the dialog open); the
 * Accessibility panel still checks it on demand.
 */
export function pageInLanguage(locale: Locale) {
  // Both rows: the served page's axe in a language other than the default is the `axeInLanguage` row's.
  const at = { language: locale, theme: 'light', width: 'phone', engine: 'chromium' } as const;
  const servedPageAxe = runsAt('axe', at) || runsAt('axeInLanguage', at);
  return {
    globals: { locale },
    parameters: { a11y: { test: servedPageAxe ? 'off' : 'error' }, visual: { viewport: PHONE_VIEWPORT } },
    play: readsLanguage(locale),
  } as const;
}
