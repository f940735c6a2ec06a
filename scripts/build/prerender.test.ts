import { describe, expect, it } from 'vitest';
import { pageDocument } from './prerender.mjs';

const template = '<!doctype html><html lang="de-CH"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" crossorigin src="/assets/index-x.js"></script></body></html>';
const rendered = (main: string) => ({ html: `<title>T</title><main>${main}</main><footer id="end"></footer>`, styles: '', lang: 'de-CH' });

describe('a prerendered page', () => {
  it('tells the boot script to wait for the first input where the route starts on input, and only there', () => {
    const text = rendered('<p>Text</p><button type="button">Menü</button>');
    expect(pageDocument(template, text, '/de/about', ['assets/app.js'], 'end', { startsOnInput: true })).toContain('data-chunks="/assets/app.js" data-start="input"');
    expect(pageDocument(template, text, '/de/about', ['assets/app.js'], 'end')).not.toContain('data-start');
  });

  it('fails a page that starts on input but has a field to type in, which the app would not have yet', () => {
    for (const field of ['<input name="q">', '<select></select>', '<textarea></textarea>']) {
      expect(() => pageDocument(template, rendered(field), '/de/about', [], 'end', { startsOnInput: true })).toThrow(/\/de\/about: starts on the first input .* renders a <(input|select|textarea)>/);
    }
  });
});
