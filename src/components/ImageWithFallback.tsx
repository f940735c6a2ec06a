import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IMAGE_ATTRIBUTE, drawingViewBox, usePrerenderedDrawing } from '../lib/prerenderedDrawings';
import { IMAGE_WITH_FALLBACK_ATTRIBUTE } from './behaviours/imageFallbacks';

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

/** The fallback, laid out in the image's place once shown. */
const Fallback = styled.span`
  display: contents;
  &[hidden] {
    display: none;
  }
`;

/**
 * An image that quietly gives way to a fallback when it fails to load: the
 * fallback follows it in the page, hidden, and the behaviour
 * `imageFallbacks` swaps the two (also for an image that failed before the
 * page's script ran).
 *
 * An SVG drawing (`.svg`) on a prerendered page is written into the page as
 * an `<svg>`: no image document to build on the main thread, and nothing
 * that can fail to load (src/lib/prerenderedDrawings.tsx). Rendered in the
 * browser (Storybook), it is an `<img>` like any other.
 */
export function ImageWithFallback({ src, alt, width, height, fallback, loading = 'lazy', className }: ImageWithFallbackProps) {
  const drawing = usePrerenderedDrawing(src, width, height);
  if (drawing !== undefined) {
    const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <svg
        {...{ [IMAGE_ATTRIBUTE]: '' }}
        {...label}
        dangerouslySetInnerHTML={{ __html: drawing }}
        viewBox={drawingViewBox(width, height)}
        width={width}
        height={height}
        className={className}
      />
    );
  }
  return (
    <>
      <img
        {...{ [IMAGE_ATTRIBUTE]: '', [IMAGE_WITH_FALLBACK_ATTRIBUTE]: '' }}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={className}
      />
      <Fallback hidden>{fallback}</Fallback>
    </>
  );
}
