/** A prerendered page as React writes it, for the audit's unit tests. */
export interface TestPageOptions {
  title?: string | null;
  description?: string | null;
  path?: string;
  robots?: string;
  canonical?: string | null;
  jsonLd?: ReadonlyArray<string>;
  body?: string;
  twitter?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function testPage({
  title = 'Preise für KI aus der Schweiz: Pläne und Tokens | Limmat AI',
  description = 'Was die Schweizer KI-Plattform kostet: Business für Teams ab 35 Personen mit 10 Millionen Tokens, Enterprise auf Anfrage. Hosting in Zürich.',
  path = '/de/pricing',
  robots = 'index, follow',
  canonical = `https://www.example.ch${path}`,
  jsonLd = ['{"@context":"https://schema.org","@type":"Organization","name":"Limmat AI"}'],
  body = '<main><h1>Preise</h1><p><a href="/de/contact">Kontakt aufnehmen</a></p><img src="/a.svg" alt="" width="10" height="10"></main>',
  twitter = true,
}: TestPageOptions = {}): string {
  const head = [
    '<meta charset="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    "<style>@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:106.6%}</style>",
    title === null ? '' : `<title>${escape(title)}</title>`,
    description === null ? '' : `<meta name="description" content="${escape(description)}"/>`,
    `<meta name="robots" content="${robots}"/>`,
    canonical === null ? '' : `<link rel="canonical" href="${canonical}"/>`,
    ...['type', 'title', 'description', 'url', 'image'].map((name) => `<meta property="og:${name}" content="x"/>`),
    ...(twitter ? ['card', 'title', 'description'].map((name) => `<meta name="twitter:${name}" content="x"/>`) : []),
    ...jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
    '<style data-styled="true">a>span{color:red}</style>',
  ].join('');
  return `<!doctype html><html lang="de-CH"><head>${head}</head><body><div id="root">${body}</div><script type="module" src="/assets/index.js"></script></body></html>`;
}
