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
 * language versions from a sitemap, and the day it last changed where the
 * page has a date of its own (`lastModifiedOf`).
 */
export function sitemap(routes, canonicalUrl, alternatesOf, lastModifiedOf) {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => [route, lastModifiedOf(route)])
    .map(([route, lastModified]) =>
      [
        '  <url>',
        `    <loc>${canonicalUrl(route.path)}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternatesOf(route).map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`),
        '  </url>',
      ].join('\n'),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Everything allowed but the internal routes that are not indexable; the
 * sitemap's address. A page of the blog left out of the index (a tag's
 * page with one article, the page of an untranslated article) stays
 * allowed: a crawler must read its `noindex` and may follow its links,
 * where a disallowed page that many pages link to can be listed by its
 * address alone.
 */
export function robotsTxt(routes, canonicalUrl) {
  const hidden = routes.filter((route) => !route.indexable && !route.blogView).map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${canonicalUrl('/sitemap.xml')}`, ''].join('\n');
}
