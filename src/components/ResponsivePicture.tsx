import styled from 'styled-components';
import type { Picture } from '../lib/picture';
import { theme } from '../design/theme';

export interface ResponsivePictureProps {
  /** The picture as the build made it (src/lib/picture.ts): its size, and its files in AVIF, WebP and JPEG or PNG. */
  picture: Picture;
  /** What it shows, for people who cannot see it; required: the build refuses a picture without it. */
  alt: string;
  /**
   * How wide it is drawn, for the browser to choose a file before layout
   * (`sizes`); by default the article column: the screen less its margins
   * on a phone, 40 rem beside it.
   */
  sizes?: string;
  /** `eager` near the top of a page (its first picture, a cover), `lazy` (default) below the first screen. */
  loading?: 'eager' | 'lazy';
  /** For sizing it inside a styled parent. */
  className?: string;
}

/** The column's width at most, its height in proportion; reserved before a file arrives. */
const Frame = styled.picture`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceStrong};
  }
`;

/** The rem figure of a token such as `'40rem'`. */
const rem = (value: string) => Number.parseFloat(value);

/**
 * The article column's width, from the tokens that set it: the text's
 * measure once the screen holds it and the container's wider gutters,
 * below that the screen less the phone's gutters.
 */
export const ARTICLE_COLUMN_SIZES = `(min-width: ${rem(theme.measure.text) + 2 * rem(theme.space[6])}rem) ${theme.measure.text}, calc(100vw - 2 * ${theme.space[5]})`;

/**
 * A picture of the site's own: the browser picks AVIF or WebP in the width
 * the screen needs, any other takes the JPEG or PNG; width and height are
 * always set, so the page does not move as it loads.
 */
export function ResponsivePicture({ picture, alt, sizes = ARTICLE_COLUMN_SIZES, loading = 'lazy', className }: ResponsivePictureProps) {
  return (
    <Frame className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.fallback.src}
        srcSet={picture.fallback.srcset || undefined}
        sizes={picture.fallback.srcset ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' && { fetchPriority: 'high' as const })}
      />
    </Frame>
  );
}
