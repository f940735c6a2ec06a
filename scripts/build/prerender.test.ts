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

  it('names the query parameters that start such a page at once', () => {
    const text = rendered('<p>Text</p>');
    expect(pageDocument(template, text, '/de/login', [], 'end', { startsOnInput: true, readsQuery: ['tab'] })).toContain('data-start="input" data-start-query="tab"');
    expect(pageDocument(template, text, '/de/about', [], 'end', { startsOnInput: true })).not.toContain('data-start-query');
  });

  it('marks a page that reads the address\'s #id, and only one that starts on input', () => {
    const text = rendered('<p>Text</p>');
    expect(pageDocument(template, text, '/de/faq', [], 'end', { startsOnInput: true, readsQuery: ['kategorie'], readsHash: true })).toContain('data-start="input" data-start-query="kategorie" data-start-hash');
    expect(pageDocument(template, text, '/de/faq', [], 'end', { readsHash: true })).not.toContain('data-start');
  });

  it('writes the page\'s message on view for the boot script, escaped, whether it starts on input or not', () => {
    const text = rendered('<p>Text</p>');
    const message = 'FAQ: 30 "Fragen" unter /de/faq#<id> & mehr';
    const escaped = 'data-view-message="FAQ: 30 &quot;Fragen&quot; unter /de/faq#&lt;id&gt; &amp; mehr"';
    expect(pageDocument(template, text, '/de/faq', [], 'end', { startsOnInput: true, viewMessage: message })).toContain(escaped);
    expect(pageDocument(template, text, '/de/faq', [], 'end', { viewMessage: message })).toContain(`src="/assets/index-x.js" data-chunks="" ${escaped}`);
  });
});
