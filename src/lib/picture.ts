/**
 * A picture as the site serves it, made at build time from a file an editor
 * uploaded (scripts/build/picturePlugin.ts): several widths in AVIF and
 * WebP, a JPEG (or PNG) for browsers that take neither, its width and
 * height so it never shifts the page as it loads; the uploaded original is
 * never served.
 */

/** One format of a picture: its MIME type and every width of it as a `srcset`. */
export interface PictureSource {
  type: string;
  srcset: string;
}

export interface Picture {
  /** The original's width and height in pixels, after its camera's rotation: the ratio the page reserves. */
  width: number;
  height: number;
  /** The modern formats, best first, for `<source>`. */
  sources: ReadonlyArray<PictureSource>;
  /** The format every browser reads: `src` is its widest file. */
  fallback: PictureSource & { src: string };
  /** A 1200 × 630 crop for a social network's card (JPEG). */
  card: string;
}

/** The widths a picture is served in: the article column at 1× and 2×, on a phone (360) and beside it (640). */
export const PICTURE_WIDTHS = [360, 640, 720, 1280] as const;

/** No served file of a picture is larger (bytes): a phone on a slow line loads it in about a second. */
export const LARGEST_SERVED_PICTURE = 300_000;

/** The size of a social network's card. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The widths a picture of `width` pixels is served in: those of
 * PICTURE_WIDTHS it has pixels for, and its own width when it is narrower
 * than the widest (never enlarged).
 */
export function servedWidths(width: number): number[] {
  const widths: number[] = PICTURE_WIDTHS.filter((candidate) => candidate <= width);
  if (width < PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]! && !widths.includes(width)) widths.push(width);
  return widths;
}
