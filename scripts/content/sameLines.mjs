// Counts the texts two languages share: for each words file of
// src/content/words/, the texts at the same place in both languages that are
// the same (a figure counts too). A text made only of SAME_WORDS (names, and
// words two languages write alike) carries nothing copied.
// `node scripts/content/sameLines.mjs [de fr]` prints the count per file and
// the texts; its unit test holds every pair of languages at 0.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const WORDS = path.join(process.cwd(), 'src/content/words');

/**
 * Words a language may write as another does: names of brands, products,
 * standards, publishers and files, as written; and words two of the
 * languages happen to share («Adresse», «Support»). Anything else written
 * twice is a copy.
 * @type {Set<string>}
 */
export const SAME_WORDS = new Set([
  ...['Chat', 'Academy', 'FAQ', 'LinkedIn', 'News', 'Roadmap', 'Business', 'Enterprise', 'Individual', 'cURL', 'JavaScript', 'Python', 'Intercom', 'Cal.com', 'Google', 'GitHub', 'OK'],
  ...['Deep Research', 'Master Prompt Spec v0.3', 'Do Not Track', 'robots.txt', 'Sitemap', 'Fedlex', 'NIST', 'ISO', 'ISO/IEC 42001', 'AI Risk Management Framework'],
  ...['Adresse', 'Cookies', 'Marketing', 'Onboarding', 'Partner', 'Phase {number}', 'Recherche', 'Support', 'support', 'Technologie', 'technologie', 'Tokens', 'tokens', 'Zurich'],
  // Compared text by text (the words files), not line by line: short labels two languages write alike.
  ...['Canonical', 'Cookie', 'Embeddings', 'Format', 'Open Graph', 'Schema (JSON-LD)', 'Score', 'In {languages}'],
  ...['Contact', 'Documentation', 'Page', 'Service', '{introMinutes} minutes', 'E-mail', 'token', 'Live', 'Name', 'System'],
  // The blog's topics: names several languages write alike.
  ...['API', 'Hosting', 'Page {page}', 'Blog'],
]);

/** The words files, by their path inside src/content/words. */
function wordsFiles() {
  return Object.fromEntries(
    readdirSync(WORDS, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, JSON.parse(readFileSync(path.join(WORDS, file), 'utf8'))]),
  );
}

/** Every text (and figure) of `value`, with the place it stands at. */
function texts(value, at = '') {
  if (typeof value === 'string' || typeof value === 'number') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key));
  return [];
}

/**
 * Whether a text carries something a translator writes: not empty, not a name or word on the list.
 * @param {string | number} text
 * @returns {boolean}
 */
export const carriesValue = (text) => String(text).trim() !== '' && !SAME_WORDS.has(String(text).trim());

/**
 * The places where `a` and `b` write the same text that carries a value, as `place: text`.
 * @param {unknown} a
 * @param {unknown} b
 * @returns {string[]}
 */
export function sharedTexts(a, b) {
  const other = new Map(texts(b));
  return texts(a)
    .filter(([at, text]) => other.get(at) === text && carriesValue(text))
    .map(([at, text]) => `${at}: ${String(text).slice(0, 100)}`);
}

/**
 * Per words file, the texts the two languages share.
 * @param {string} [first]
 * @param {string} [second]
 * @returns {Record<string, string[]>}
 */
export function sameLines(first = 'de', second = 'fr') {
  return Object.fromEntries(Object.entries(wordsFiles()).map(([file, data]) => [file, sharedTexts(data[first] ?? {}, data[second] ?? {})]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first = 'de', second = 'fr'] = process.argv.slice(2);
  const found = sameLines(first, second);
  let total = 0;
  for (const [file, lines] of Object.entries(found)) {
    if (lines.length === 0) continue;
    total += lines.length;
    console.log(`${file}: ${lines.length}`);
    for (const line of lines) console.log(`  ${line.slice(0, 140)}`);
  }
  console.log(`${total} texts the same in ${first} and ${second}`);
}
