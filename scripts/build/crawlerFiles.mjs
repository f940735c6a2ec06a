// The files for hosts and crawlers that are not pages: all from the route table.

/** The root only redirects; this page serves hosts that ignore _redirects. */
export function rootRedirectPage(canonicalUrl) {
  return `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Weiterleitung</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=/de"><link rel="canonical" href="${canonicalUrl('/de')}"></head><body><p><a href="/de">Weiter zur Startseite</a></p></body></html>\n`;
}

/** Every indexable route. */
export function sitemap(routes, canonicalUrl) {
  const urls = routes.filter((route) => route.indexable).map((route) => `  <url><loc>${canonicalUrl(route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything allowed but the routes that are not indexable; the sitemap's address. */
export function robotsTxt(routes, canonicalUrl) {
  const hidden = routes.filter((route) => !route.indexable).map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${canonicalUrl('/sitemap.xml')}`, ''].join('\n');
}
