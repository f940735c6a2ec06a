import { describe, expect, it } from 'vitest';
import { pageDocument } from './prerender.mjs';

const template = '<!doctype html><html lang="de-CH"><head><!--app-head--></head><body><!--app-html--><script type="module" crossorigin src="/assets/index-x.js"></script></body></html>';
const rendered = (main: string) => ({ html: `<title>T</title><main>${main}</main><footer id="end"></footer>`, styles: '', lang: 'de-CH' });

describe('a prerendered page', () => {
  it('puts the hoisted head tags into <head>, the language on <html> and holds the first paint until the page end', () => {
    const page = pageDocument(template, rendered('<p>Text</p>'), '/de/about', 'end');
    expect(page).toContain('<head><link rel="expect" href="#end" blocking="render" /><title>T</title></head>');
    expect(page).toContain('<body><main><p>Text</p></main><footer id="end"></footer><script');
  });

  it('leaves the boot script tag as it is where the page has nothing to tell it', () => {
    expect(pageDocument(template, rendered('<p>Text</p><div data-island="sections/pricing/TokenEstimator"></div>'), '/de/pricing', 'end')).toContain('src="/assets/index-x.js"></script>');
  });

  it("writes the page's message on view for the boot script, escaped", () => {
    const message = 'FAQ: 30 "Fragen" unter /de/faq#<id> & mehr';
    const escaped = 'data-view-message="FAQ: 30 &quot;Fragen&quot; unter /de/faq#&lt;id&gt; &amp; mehr"';
    expect(pageDocument(template, rendered('<p>Text</p>'), '/de/faq', 'end', { viewMessage: message })).toContain(`src="/assets/index-x.js" ${escaped}`);
  });

  it("assembles npm run dev's page the same way, with the data on the page's entry and not on Vite's client", () => {
    const devTemplate = '<!doctype html><html lang="de-CH"><head><script type="module" src="/@vite/client"></script><!--app-head--></head><body><!--app-html--><script type="module" src="/src/boot.ts"></script></body></html>';
    const page = pageDocument(devTemplate, rendered('<p>Text</p>'), '/de/faq', 'end', { viewMessage: 'FAQ' });
    expect(page).toContain('<script type="module" src="/@vite/client"></script><link rel="expect" href="#end" blocking="render" />');
    expect(page).toContain('<script type="module" src="/src/boot.ts" data-view-message="FAQ"></script>');
  });

  it('refuses a page whose end comes before the end of <main>: a half-parsed page could paint', () => {
    const early = { html: '<title>T</title><footer id="end"></footer><main></main>', styles: '', lang: 'de-CH' };
    expect(() => pageDocument(template, early, '/de/about', 'end')).toThrow(/comes before the end of <main>/);
  });
});
