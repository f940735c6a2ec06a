import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { operator } from '../content/operator';
import { brandRed } from '../design/tokens';
import { DrawingSourceProvider, drawingInside } from '../lib/prerenderedDrawings';
import { readPublicDrawing } from '../lib/publicDrawings';
import { BrandMark } from './BrandMark';

const logoFile = readFileSync(join('public', operator.logo.src), 'utf8');

describe('BrandMark', () => {
  it('is prerendered as the drawing of the logo file, at the size asked for and hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(
      <DrawingSourceProvider source={readPublicDrawing}>
        <BrandMark size={28} />
      </DrawingSourceProvider>,
    );
    expect(markup).toBe(
      `<svg width="28" height="28" viewBox="0 0 40 40" aria-hidden="true" focusable="false">${drawingInside(logoFile, 40, 40)}</svg>`,
    );
  });

  it('is the logo file through <img> where nothing was prerendered', () => {
    expect(renderToStaticMarkup(<BrandMark size={32} />)).toContain(`<img src="${operator.logo.src}" alt="" width="32" height="32"/>`);
  });

  it('draws the brand red the theme takes its accent from', () => {
    expect(logoFile).toContain(`fill="${brandRed}"`);
  });
});
