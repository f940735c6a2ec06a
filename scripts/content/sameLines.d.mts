// Types for sameLines.mjs, which `node scripts/content/sameLines.mjs` runs as it is.
export const SAME_WORDS: ReadonlySet<string>;
export function carriesValue(line: string): boolean;
export function sharedLines(a: string, b: string): string[];
export function sameLines(first?: string, second?: string): Record<string, string[]>;
