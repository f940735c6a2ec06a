import { brandRed } from '../design/tokens';

export interface BrandMarkProps {
  /** Width and height in CSS pixels: 32 in the header, 28 in the footer. */
  size: number;
}

/**
 * The logo's mark (two waves on the Swiss red), drawn inline. The same
 * drawing as `public/brand/logo.svg`, which the favicon and the structured
 * data name (a unit test holds the two together): an `<img>` of an SVG
 * makes the browser build a document of its own for it on the main thread,
 * which cost every page about 60 ms unthrottled, several times that on a
 * phone. Decorative: the link or name beside it says what it is. It keeps
 * its colours in both themes, as a logo does.
 */
export function BrandMark({ size }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill={brandRed} />
      <path d="M8 25c4-6 8-6 12 0s8 6 12 0" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M8 16c4-6 8-6 12 0s8 6 12 0" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" opacity=".6" />
    </svg>
  );
}
