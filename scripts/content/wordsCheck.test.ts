import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkWords, checkWordsText } from './wordsCheck.mjs';
import { SHAPE_FILE, wordsShape, type WordsShapes } from './wordsShape.mjs';

const shapes = JSON.parse(readFileSync(SHAPE_FILE, 'utf8')) as WordsShapes;
const FILE = 'src/content/words/pricing.json';
const pricing = readFileSync(FILE, 'utf8');
const rules = { shape: shapes.files['pricing.json']!, placeholders: shapes.placeholders['pricing.json']!, languages: shapes.languages };

/** The pricing words as an editor would leave them after `edit` (on the parsed file, saved as the editor saves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture edits the parsed file at any depth, as an editor would
function edited(edit: (words: Record<string, any>) => void): string {
  const words = JSON.parse(pricing);
  edit(words);
  return JSON.stringify(words, null, 2);
}

const check = (text: string) => checkWordsText(text, FILE, rules);

describe('the words check', () => {
  it('finds nothing in the words as they are', () => {
    expect(checkWords()).toEqual([]);
  });

  it('reads the shape from the types as they are: `npm run words:shape` writes it anew after a change of a <Module>Words', () => {
    expect(wordsShape()).toEqual(shapes);
    // TypeScript reads every content module: about 3 s alone, four times that
    // beside the other test files on two busy cores.
  }, 120_000);

  // One fixture per kind of mistake, each with the message an editor reads.
  it.each([
    [
      'a missing text',
      edited((words) => delete words.fr.priceRules.items.vat.answer),
      [`${FILE} › fr › priceRules.items.vat.answer: the text is missing`],
    ],
    ['an empty text', edited((words) => (words.it.tokens.title = '  ')), [`${FILE} › it › tokens.title: the text is empty`]],
    [
      'a misspelt placeholder',
      edited((words) => (words.fr.priceRules.items.vat.answer = words.fr.priceRules.items.vat.answer.replace('{vat}', '{vta}'))),
      [`${FILE} › fr › priceRules.items.vat.answer: unknown placeholder {vta}; the German text has {vat}`],
    ],
    [
      'a placeholder left out',
      edited((words) => (words.en.tokens.title = 'Tokens: what they are and how many you need')),
      [`${FILE} › en › tokens.title: the placeholder {quotaMillions} is missing; the German text has {quotaMillions}`],
    ],
    [
      'a placeholder the German text stops taking',
      edited((words) => (words.de.tokens.title = words.de.tokens.title.replace('{quotaMillions}', '{quota}'))),
      [`${FILE} › de › tokens.title: unknown placeholder {quota}; the text takes {quotaMillions}`],
    ],
    [
      'an unknown id in a list keyed by the structure',
      edited((words) => (words.fr.priceRules.items.vta = words.fr.priceRules.items.vat)),
      [expect.stringMatching(new RegExp(`^${FILE} › fr › priceRules\\.items\\.vta: unknown key «vta»; priceRules\\.items has .*«vat», .*«intro-price»`))],
    ],
    [
      'a list of another length than the German one',
      edited((words) => words.en.intro.facts.pop()),
      [`${FILE} › en › intro.facts: the list has 2 entries; the German one has 3`],
    ],
    ['a figure where a text belongs', edited((words) => (words.fr.closingCta.title = 42)), [`${FILE} › fr › closingCta.title: expected a text, found a number`]],
    [
      'a language the site does not write',
      edited((words) => (words.rm = words.de)),
      [`${FILE}: unknown language «rm»; the site writes de, fr, it, en`],
    ],
    ['a language missing', edited((words) => delete words.it), [`${FILE} › it: the language is missing`]],
    [
      'a file that is not JSON',
      pricing.replace('"Preise",', '"Preise",,'),
      [expect.stringMatching(new RegExp(`^${FILE}: not valid JSON at line 4, column \\d+ \\(`))],
    ],
  ])('names %s', (_mistake, text, messages) => {
    expect(check(text)).toEqual(messages);
  });

  it('lets a translation write a value its doc names instead of the German one (French «du lundi au vendredi» for «Montag–Freitag»)', () => {
    const terms = readFileSync('src/content/words/legal/terms.json', 'utf8');
    const termsRules = { shape: shapes.files['legal/terms.json']!, placeholders: shapes.placeholders['legal/terms.json']!, languages: shapes.languages };
    expect(checkWordsText(terms, 'terms.json', termsRules)).toEqual([]);
    expect(checkWordsText(terms.replace('{weekdays}', '{weekday}'), 'terms.json', termsRules)).toEqual([
      'terms.json › fr › sections.support.paragraphs.0: unknown placeholder {weekday}; the German text has {days}, {from}, {until}, {responseHours}',
    ]);
  });
});
