// Compares every prerendered page of two builds and lists what differs:
//
//   SITE_OUT=dist-before npm run build      (on the earlier commit)
//   npm run build                           (on this one)
//   node scripts/compare-pages.mjs dist-before dist [--normalise]
//
// Without --normalise the pages must be byte-identical. With it, what a
// change of the code but not of the page moves is set aside before the
// comparison: the content hashes in asset names, React's generated ids
// (`_R_5je_`, numbered by first use), the order of a tag's attributes, and
// styled-components' class names (each replaced by its component's stable
// id, so a changed rule shows as that rule in the style tag). What remains
// is listed per page, line by line; the exit code is 1 when anything
// remains. `--styles-apart` lists the changed style rules once for the
// build instead of per page; `--strip <regexp>` deletes what it matches
// from both sides first (an expected change: --strip ' aria-current="page"').
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
const normalise = args.includes('--normalise');
const stylesApart = args.includes('--styles-apart');
const stripped = args.flatMap((arg, index) => (args[index - 1] === '--strip' ? [new RegExp(arg, 'g')] : []));
const [before, after] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--strip');
if (!before || !after) {
  console.error('usage: node scripts/compare-pages.mjs <before-dir> <after-dir> [--normalise] [--styles-apart] [--strip <regexp>]…');
  process.exit(2);
}

/** Every index.html under `dir`, as paths relative to it. */
async function pagesIn(dir) {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('index.html')).sort();
}

/** styled-components' generated class name → its component's id, from the page's own style tags. */
function classOwners(html) {
  const owners = new Map();
  for (const [, id, names] of html.matchAll(/data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g)) {
    for (const name of names.split(',').filter(Boolean)) owners.set(name, id);
  }
  return owners;
}

/** The page with what a code change moves without changing the page set aside (see the header). */
export function normalised(html) {
  const owners = classOwners(html);
  const ids = new Map();
  let text = html
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|woff2)/g, '/assets/$1.$2')
    .replace(/data-styled\.g\d+\[/g, 'data-styled.g[')
    .replace(/_R_[a-z0-9]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `_R_${ids.size}_`);
      return ids.get(id);
    });
  for (const [name, id] of owners) text = text.replace(new RegExp(`(?<![\\w-])${name}(?![\\w-])`, 'g'), `[${id}]`);
  // A tag's attributes in name order: React writes them in the order its props came.
  text = text.replace(/<([a-z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)+)(\s*\/?)>/g, (_tag, name, attributes, end) => {
    const sorted = [...attributes.matchAll(/\s+([\w:-]+(?:="[^"]*")?)/g)].map((match) => match[1]).sort();
    return `<${name} ${sorted.join(' ')}${end}>`;
  });
  return text;
}

/** The page's styled-components rules, one a line, and the page without them. */
function splitStyles(html) {
  const rules = [];
  const rest = html.replace(/(<style[^>]*data-styled="active"[^>]*>)([\s\S]*?)(<\/style>)/g, (_all, open, css, close) => {
    rules.push(...css.split('/*!sc*/').map((rule) => rule.trim()).filter(Boolean));
    return `${open}${close}`;
  });
  return { rules, rest };
}

/** The lines of two texts that differ, split at tags: each line of one that the other lacks. */
function differingLines(a, b) {
  const split = (text) => text.replace(/></g, '>\n<').split('\n');
  const left = split(a);
  const right = new Set(split(b));
  const leftSet = new Set(left);
  return [...left.filter((line) => !right.has(line)).map((line) => `- ${line}`), ...[...right].filter((line) => !leftSet.has(line)).map((line) => `+ ${line}`)];
}

const pages = await pagesIn(before);
const pagesAfter = await pagesIn(after);
let differing = 0;
let pagesDiffering = 0;
const styleChanges = new Set();
for (const [page, only] of [...pages.filter((candidate) => !pagesAfter.includes(candidate)).map((page) => [page, before]), ...pagesAfter.filter((candidate) => !pages.includes(candidate)).map((page) => [page, after])]) {
  console.log(`${page}: only in ${only}`);
  differing++;
}
for (const page of pages.filter((candidate) => pagesAfter.includes(candidate))) {
  let [a, b] = await Promise.all([readFile(path.join(before, page), 'utf8'), readFile(path.join(after, page), 'utf8')]);
  if (normalise) [a, b] = [normalised(a), normalised(b)];
  if (stylesApart) {
    const [left, right] = [splitStyles(a), splitStyles(b)];
    for (const rule of left.rules.filter((candidate) => !right.rules.includes(candidate))) styleChanges.add(`- ${rule}`);
    for (const rule of right.rules.filter((candidate) => !left.rules.includes(candidate))) styleChanges.add(`+ ${rule}`);
    [a, b] = [left.rest, right.rest];
  }
  for (const pattern of stripped) [a, b] = [a.replace(pattern, ''), b.replace(pattern, '')];
  if (a === b) continue;
  const lines = differingLines(a, b);
  differing += lines.length;
  pagesDiffering++;
  console.log(`\n${page}:`);
  for (const line of lines.slice(0, 12)) console.log(`  ${line.slice(0, 240)}`);
  if (lines.length > 12) console.log(`  … and ${lines.length - 12} more`);
}
if (styleChanges.size > 0) console.log(`\nstyle rules that differ (on any page):\n${[...styleChanges].map((rule) => `  ${rule.slice(0, 240)}`).join('\n')}`);
console.log(`\n${pages.length} pages compared${normalise ? ', normalised' : ''}${stripped.length ? `, stripped of ${stripped.map(String).join(' and ')}` : ''}: ${differing === 0 ? 'no other difference' : `${differing} differing lines on ${pagesDiffering} pages`}`);
process.exit(differing === 0 ? 0 : 1);
