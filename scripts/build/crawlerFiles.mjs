// The files for hosts and crawlers that are not pages: all from the route table.

/**
 * The root is answered by the visitor's language (a redirect the hosting
 * rules write); this page serves hosts that ignore them, leading to the
 * default language's home page and linking every language's home by its
 * own name (from the one list of languages, as the language switch does).
 */
export function rootRedirectPage({ canonicalUrl, FALLBACK_PATH, routes, locales, localeSettings, defaultLocale }) {
  const links = locales.map((locale) => {
    const home = routes.find((route) => route.page === 'home' && route.locale === locale).path;
    const lang = locale === defaultLocale ? '' : ` lang="${localeSettings[locale].lang}"`;
    return `<a href="${home}"${lang}>${localeSettings[locale].name}</a>`;
  });
  const names = locales.map((locale) => localeSettings[locale].name).join(' · ');
  return `<!doctype html><html lang="${localeSettings[defaultLocale].lang}"><head><meta charset="utf-8"><title>${names}</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${FALLBACK_PATH}"><link rel="canonical" href="${canonicalUrl(FALLBACK_PATH)}"></head><body><p>${links.join(' · ')}</p></body></html>\n`;
}

/**
 * Every indexable route, each with the same page in every language
 * (`xhtml:link` alternates, `x-default` included), as search engines read
 * language versions from a sitemap.
 */
export function sitemap(routes, canonicalUrl, alternatesOf) {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) =>
      [
        '  <url>',
        `    <loc>${canonicalUrl(route.path)}</loc>`,
        ...alternatesOf(route).map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`),
        '  </url>',
      ].join('\n'),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything allowed but the routes that are not indexable; the sitemap's address. */
export function robotsTxt(routes, canonicalUrl) {
  const hidden = routes.filter((route) => !route.indexable).map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${canonicalUrl('/sitemap.xml')}`, ''].join('\n');
}
