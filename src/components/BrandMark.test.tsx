import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

/** What an SVG draws: its children, each element written self-closing. */
const drawing = (svg: string) => svg.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '').replace(/><\/(rect|path)>/g, '/>');

describe('BrandMark', () => {
  it('draws what public/brand/logo.svg draws (the favicon and the structured data name that file)', () => {
    const file = readFileSync(new URL('../../public/brand/logo.svg', import.meta.url), 'utf8').trim();
    expect(drawing(renderToStaticMarkup(<BrandMark size={40} />))).toBe(drawing(file));
  });

  it('is hidden from assistive technology and takes the size asked for', () => {
    const markup = renderToStaticMarkup(<BrandMark size={28} />);
    expect(markup).toMatch(/^<svg width="28" height="28" viewBox="0 0 40 40" aria-hidden="true" focusable="false">/);
  });
});
