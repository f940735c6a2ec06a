import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawingInside, type DrawingSource } from './prerenderedDrawings';

/**
 * The drawings' source at build time, in Node only (the prerenderer, and
 * tests that compare a page with its files): reads `public/` from the
 * project's root, where the build and the tests run.
 */
export const readPublicDrawing: DrawingSource = (src, width, height) => {
  const file = join('public', src);
  return drawingInside(readFileSync(file, 'utf8'), width, height, file);
};
