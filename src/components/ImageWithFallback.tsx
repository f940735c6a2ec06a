import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ImageWithFallbackProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What to show instead when the image cannot be loaded (an icon, the logo). */
  fallback: ReactNode;
  /** `eager` above the fold, `lazy` (default) below it. */
  loading?: 'eager' | 'lazy';
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
