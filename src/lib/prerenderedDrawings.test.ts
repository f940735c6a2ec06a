import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingInside, isDrawing } from './prerenderedDrawings';

const square = (root: string, inside = '<rect width="10" height="10"/>') => `<svg ${root}>${inside}</svg>\n`;

describe('drawingInside', () => {
  it('returns what is inside the root element, whatever the root says about size and label', () => {
    const svg = square('xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" role="img" aria-label="Logo"');
    expect(drawingInside(svg, 10, 10)).toBe('<rect width="10" height="10"/>');
  });

  it("leaves out the file's own title and description: the page names the picture", () => {
    const svg = square('viewBox="0 0 10 10"', '<title>Logo der Muster AG</title><desc id="d">Ein Quadrat</desc><rect width="10" height="10"/>');
    expect(drawingInside(svg, 10, 10)).toBe('<rect width="10" height="10"/>');
  });

  it('refuses a root that carries what only the root would apply', () => {
    const svg = square('width="10" height="10" viewBox="0 0 10 10" fill="none"');
    expect(() => drawingInside(svg, 10, 10, 'a.svg')).toThrow('a.svg: its root attributes fill would be lost when drawn inline');
  });

  it('refuses a drawing whose viewBox is not the size expected of it', () => {
    expect(() => drawingInside(square('viewBox="0 0 20 10"'), 10, 10, 'b.svg')).toThrow('b.svg: viewBox "0 0 20 10" is not the expected 0 0 10 10');
  });

  it('refuses what is not one svg element', () => {
    expect(() => drawingInside('<svg viewBox="0 0 10 10"></svg><svg></svg>junk', 10, 10, 'c.svg')).toThrow('c.svg is not one <svg> element');
  });

  it('accepts every drawing under public/images: none carries more on its root than its size and label', () => {
    const folder = join('public', 'images');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(isDrawing);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const svg = readFileSync(join(folder, file), 'utf8');
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
      expect(drawingInside(svg, Number(width), Number(height), file), file).not.toBe('');
    }
  });
});
