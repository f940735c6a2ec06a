import { expect, within } from 'storybook/test';
import { germanOnlySentences } from './contentTranslations';
import { imagesLoaded } from '../sections/home/imagesLoaded';

/** A story shown in French, whatever the toolbar says: what French-speaking visitors see. */
export const IN_FRENCH = { locale: 'fr-CH' } as const;

/**
 * A French page story's test leaves axe to the served page: the end-to-end
 * visitor pass runs it on every French route at phone and desktop width,
 * after hydration, with the banner, the menu and the dialog open. The
 * story keeps its picture and its play; the Accessibility panel still
 * checks it on demand.
 */
export const FRENCH_PAGE_PARAMETERS = { a11y: { test: 'off' } } as const;

export { PHONE_VIEWPORT as PHONE } from './reviewPresets';

/**
 * German sentences that must not show on a French page: each German
 * content string of two words or more that no French string contains (a
 * brand, an address or a product name reads the same in both).
 */
let germanOnly: string[] | undefined;
function germanSentences(): string[] {
  if (!germanOnly) {
    const french = germanOnlySentences('fr-CH');
    germanOnly = french.filter((sentence) => /\S\s+\S/.test(sentence.trim()) && sentence.trim().length >= 8);
  }
  return germanOnly;
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

/** The German sentences `root` shows or announces. */
export function germanSentencesIn(root: HTMLElement): string[] {
  const text = readable(root);
  return germanSentences().filter((sentence) => holdsWords(text, sentence));
}

/**
 * A French page story's play: the document is French, the page has its one
 * heading, no German sentence of the content shows or is announced, and
 * every image has loaded for the picture.
 */
export async function readsFrench({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(document.documentElement).toHaveAttribute('lang', 'fr-CH');
  await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const german = germanSentencesIn(canvasElement);
  await expect(german, `German on the French page: ${german.join(' | ')}`).toEqual([]);
  await imagesLoaded(canvasElement);
}
