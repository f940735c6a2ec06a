// Types for siteCharacters.mjs, which Node runs as it is (npm run font:subset).
export function siteCodePoints(sources: Iterable<string>): number[];
export function siteSources(root?: string): string[];
export function unicodeRange(points: Iterable<number>): string;
export function parseUnicodeRange(value: string): number[];
