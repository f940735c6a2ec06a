// Counts the lines two languages' words folders share: for each module of
// src/content/<language>/, the lines that carry a value (not brackets, not
// an import, a comment or a key that only opens a block) and stand, the
// same, in the other language's module of the same name. A line whose
// words are all in SAME_WORDS (names, and words two languages write
// alike) carries nothing copied. `node scripts/content/sameLines.mjs [de fr]`
// prints the count per module and the lines; its unit test holds every
// pair of languages at 0.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const CONTENT = path.join(process.cwd(), 'src/content');

/**
 * Words a language may write as another does: names of brands, products,
 * standards, publishers and files, as written; and words two of the
 * languages happen to share («Adresse», «Support»). Anything else written
 * twice is a copy.
 */
export const SAME_WORDS = new Set([
  ...['Chat', 'Academy', 'FAQ', 'LinkedIn', 'News', 'Roadmap', 'Business', 'Enterprise', 'Individual', 'cURL', 'JavaScript', 'Python', 'Intercom', 'Cal.com', 'Google', 'GitHub', 'OK'],
  ...['Deep Research', 'Master Prompt Spec v0.3', 'Do Not Track', 'robots.txt', 'Sitemap', 'Fedlex', 'NIST', 'ISO', 'ISO/IEC 42001', 'AI Risk Management Framework'],
  ...['Adresse', 'Cookies', 'Marketing', 'Onboarding', 'Partner', 'Phase {number}', 'Recherche', 'Support', 'support', 'Technologie', 'technologie', 'Tokens', 'tokens', 'Zurich'],
]);

/** The files of a language's folder, by their path inside it. */
function filesOf(segment) {
  const root = path.join(CONTENT, segment);
  return Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** Whether a line carries a value: what is left once keys, brackets and punctuation are taken out. */
export function carriesValue(line) {
  const text = line.trim();
  if (text === '' || /^(\/\/|\/\*|\*|import\b|export \{|export \* )/.test(text)) return false;
  // A call or a spread that only opens or passes a block on: `paragraph(`, `...legalFrame,`.
  if (/^(\.\.\.)?[\w$.]+\(?,?$/.test(text) && !/^['"`]/.test(text)) return false;
  const value = text
    .replace(/^export const \w+\s*=\s*/, '')
    .replace(/^(readonly\s+)?['"]?[\w$-]+['"]?\??\s*:\s*/, '')
    .replace(/\b(as const|satisfies [\w<>[\]'", .|]+)/g, '')
    .replace(/[{}[\](),;]/g, '')
    .trim();
  if (value === '') return false;
  // The line's words: its quoted strings, or what is left where it has none (a figure, a name).
  const quoted = [...text.replace(/^(readonly\s+)?['"]?[\w$-]+['"]?\??\s*:\s*/, '').matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2]);
  const words = quoted.length > 0 ? quoted : [value];
  return words.some((word) => !SAME_WORDS.has(word));
}

/** The lines `a` and `b` share that carry a value, each as often as both have it. */
export function sharedLines(a, b) {
  const count = new Map();
  for (const line of b.split('\n').filter(carriesValue).map((l) => l.trim())) count.set(line, (count.get(line) ?? 0) + 1);
  const shared = [];
  for (const line of a.split('\n').filter(carriesValue).map((l) => l.trim())) {
    const left = count.get(line) ?? 0;
    if (left > 0) {
      shared.push(line);
      count.set(line, left - 1);
    }
  }
  return shared;
}

/** Per module the two folders both have, the value lines they share. */
export function sameLines(first = 'de', second = 'fr') {
  const a = filesOf(first);
  const b = filesOf(second);
  return Object.fromEntries(Object.keys(a).filter((file) => file in b).map((file) => [file, sharedLines(a[file], b[file])]));
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
  console.log(`${total} value lines the same in ${first} and ${second}`);
}
