import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IMAGE_ATTRIBUTE, drawingViewBox, isDrawing, usePrerenderedDrawing } from '../lib/prerenderedDrawings';
import { useStaticMarkup } from '../lib/useStaticHtml';

export interface ImageWithFallbackProps {
  /** A local image under `public/`, never a third-party host. */
  src: string;
  /** The text alternative; empty only for a purely decorative image. */
  alt: string;
  /** Intrinsic width in px, reserved before the image loads (no layout shift). */
  width: number;
  /** Intrinsic height in px, reserved before the image loads (no layout shift). */
  height: number;
  /** What to show instead when the image cannot be loaded (an icon, the logo). */
  fallback: ReactNode;
  /** `eager` above the fold, `lazy` (default) below it. A drawing written into the page has nothing to load. */
  loading?: 'eager' | 'lazy';
  /** For sizing the image inside a styled parent. */
  className?: string;
}

/**
 * An image that quietly swaps to a fallback when it fails to load. The
 * effect catches errors that happened before hydration, when React's
 * onError handler was not attached yet.
 *
 * An SVG drawing (`.svg`) on a prerendered page is written into the page as
 * an `<svg>` and kept as it is while the page hydrates: no image document to
 * build on the main thread, and nothing that can fail to load
 * (src/lib/prerenderedDrawings.tsx). Rendered in the browser (after
 * client-side navigation, in Storybook), it is an `<img>` like any other.
 */
export function ImageWithFallback({ src, alt, width, height, fallback, loading = 'lazy', className }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const drawing = useStaticMarkup<SVGSVGElement>(usePrerenderedDrawing(src, width, height), isDrawing(src));

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (drawing) {
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <svg
        {...{ [IMAGE_ATTRIBUTE]: '' }}
        {...label}
        {...drawing}
        viewBox={drawingViewBox(width, height)}
        width={width}
        height={height}
        className={className}
      />
    );
  }
  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...{ [IMAGE_ATTRIBUTE]: '' }}
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
