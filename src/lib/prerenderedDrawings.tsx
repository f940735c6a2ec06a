import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's content images are SVG drawings under `public/images/`. Shown
 * through `<img>`, each one is a document of its own that the browser builds
 * on the main thread (about 15–20 ms apiece on a fast desktop, several times
 * that on a phone). Written into the page instead, a drawing costs about two
 * milliseconds. So the prerenderer writes them into the HTML, and hydration
 * keeps them (ImageWithFallback); the drawings never enter the JavaScript.
 */

/**
 * Marks a content image in either form (`<img>`, or the drawing written into
 * the page): styles select pictures by this attribute, never by `img`.
 */
export const IMAGE_ATTRIBUTE = 'data-image';

/** Whether an image's `src` is one the prerenderer writes into the page. */
export const isDrawing = (src: string) => src.endsWith('.svg');

/** The root attributes a drawing may carry: everything else would be lost when only its inside is written. */
const ROOT_ATTRIBUTES = new Set(['xmlns', 'width', 'height', 'viewBox', 'role', 'aria-label']);

/**
 * The inside of an SVG file, to be written into an `<svg>` element that the
 * page renders itself (with its own size, viewBox and text alternative),
 * without the file's own `<title>` and `<desc>`.
 * `width` and `height` are the drawing's own size, its viewBox. Throws when
 * the file's root says more than its size, or another viewBox: the build
 * stops rather than draw a different picture.
 */
export function drawingInside(svg: string, width: number, height: number, file = 'the drawing'): string {
  const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`${file} is not one <svg> element`);
  const [, root = '', inside = ''] = match;
  const attributes: Record<string, string> = Object.fromEntries([...root.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  const extra = Object.keys(attributes).filter((name) => !ROOT_ATTRIBUTES.has(name));
  if (extra.length > 0) throw new Error(`${file}: its root attributes ${extra.join(', ')} would be lost when drawn inline`);
  if (attributes.viewBox !== drawingViewBox(width, height)) {
    throw new Error(`${file}: viewBox "${attributes.viewBox}" is not the expected ${drawingViewBox(width, height)}`);
  }
  // The page names the picture (its alt, as aria-label): a file's own title would be a second name, a tooltip, and a <title> in the document.
  return inside.replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, '');
}

/** The viewBox of a drawing of that size: the server checks the file's against it, the browser writes it. */
export const drawingViewBox = (width: number, height: number) => `0 0 ${width} ${height}`;

/** Reads the inside of a drawing by its `src` (a path under `public/`) and its viewBox size, at build time. */
export type DrawingSource = (src: string, width: number, height: number) => string;

const DrawingSourceContext = createContext<DrawingSource | null>(null);

/** Given by the prerenderer (src/entry-server.tsx) only: the browser never has the drawings' text. */
export function DrawingSourceProvider({ source, children }: { source: DrawingSource; children: ReactNode }) {
  return <DrawingSourceContext.Provider value={source}>{children}</DrawingSourceContext.Provider>;
}

/** The inside of the drawing at `src` (viewBox `width` × `height`), while the prerenderer renders; undefined in the browser and for other images. */
export function usePrerenderedDrawing(src: string, width: number, height: number): string | undefined {
  const source = useContext(DrawingSourceContext);
  return source && isDrawing(src) ? source(src, width, height) : undefined;
}
