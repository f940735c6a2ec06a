/**
 * The comments of the token source, read from the file itself: a docs page
 * shows what a token is for in the words written beside it in
 * `src/design/tokens.ts`, never in a second copy.
 */
export function tokenComments(source: string, group: string): Record<string, string> {
  const start = source.search(new RegExp(`(?:^|\\n)(?:export )?const ${group} = \\{`));
  if (start < 0) return {};
  const body = source.slice(start, source.indexOf('} as const', start));
  const comments: Record<string, string> = {};
  for (const match of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*'?(\w+)'?\s*:/g)) {
    const text = (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
    if (match[2]) comments[match[2]] = text;
  }
  return comments;
}

/** The comment above a token group (`export const measure`), without its tags. */
export function groupComment(source: string, group: string): string {
  const start = source.indexOf(`export const ${group} =`);
  const before = source.slice(0, start);
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(before.slice(before.lastIndexOf('/**')));
  if (!match) return '';
  return (match[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
}
