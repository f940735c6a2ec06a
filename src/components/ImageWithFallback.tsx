import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  /** `eager` above the fold, `lazy` (default) below it. */
  loading?: 'eager' | 'lazy';
  /** For sizing the image inside a styled parent. */
  className?: string;
}

/**
 * An image that quietly swaps to a fallback when it fails to load. The
 * effect catches errors that happened before hydration, when React's
 * onError handler was not attached yet.
 */
export function ImageWithFallback({ src, alt, width, height, fallback, loading = 'lazy', className }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
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
