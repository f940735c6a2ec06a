/**
 * What the foundations stories' play functions read off a token row: the
 * blocks set each token's label and, right after it, the sample drawn in it.
 */

/** The element drawn beside a token's label: its bar, tile or sample line. */
export const sampleOf = (label: HTMLElement) => label.nextElementSibling as HTMLElement;

/** A token's length in CSS pixels, as the browser computes it (the tokens' rem is 16px, see tokens.ts). */
export const pixels = (length: string) => (length.endsWith('rem') ? parseFloat(length) * 16 : parseFloat(length));
