import { operator } from '../content/operator';
import { drawingViewBox, usePrerenderedDrawing } from '../lib/prerenderedDrawings';

export interface BrandMarkProps {
  /** Width and height in CSS pixels: 32 in the header, 28 in the footer. */
  size: number;
}

/**
 * The logo's mark (two waves on the Swiss red), the drawing of
 * `public/brand/logo.svg`, which the favicon and the structured data name
 * too. The prerenderer writes it into the page (src/lib/prerenderedDrawings.tsx): an `<img>` of an SVG makes the browser
 * build a document of its own on the main thread, which cost every page
 * about 60 ms unthrottled, several times that on a phone. Rendered in the
 * browser (Storybook) it is that `<img>`, the same pixels. Decorative: the
 * link or name beside it says what it is. It keeps its colours in both
 * themes, as a logo does.
 */
export function BrandMark({ size }: BrandMarkProps) {
  const { src, width, height } = operator.logo;
  const drawing = usePrerenderedDrawing(src, width, height);
  if (drawing === undefined) return <img src={src} alt="" width={size} height={size} />;
  return <svg dangerouslySetInnerHTML={{ __html: drawing }} width={size} height={size} viewBox={drawingViewBox(width, height)} aria-hidden="true" focusable="false" />;
}
