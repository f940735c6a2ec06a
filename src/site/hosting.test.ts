import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, lowerCasePage, serveRequest } from './serveRequest';
import { contentSecurityPolicy, hostingRules, netlifyHeaders, netlifyRedirects, nginxConfig, nginxLanguageScript, NGINX_LANGUAGE_SCRIPT, pageHeaders, pagePatterns, responseHeaders } from './hosting';
import { defaultLocale, localeSettings, locales, negotiateLocale } from '../lib/locales';
import { homePathOf } from '../lib/paths';
import { headScripts } from './headScripts';
import { themeScript } from './theme/themeScript';

describe('security headers', () => {
  it('forbid inline and eval scripts and framing', () => {
    const csp = contentSecurityPolicy();
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allow the head\'s inline scripts by the hashes of their exact texts, and no other inline script', () => {
    const scriptSrc = contentSecurityPolicy().split('; ').find((d) => d.startsWith('script-src '))!;
    const hashes = scriptSrc.match(/'sha256-[^']+'/g);
    // SHA-256 of the script's UTF-8 bytes, base64, as the browser computes it.
    const expected = headScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(headScripts).toHaveLength(3);
    expect(hashes).toEqual(expected);
    expect(themeScript).toContain('localStorage');
    expect(themeScript.length).toBeLessThan(200);
  });

  it('allow the EU chat endpoint and no other Intercom region', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain('https://api-iam.eu.intercom.io');
    expect(csp).not.toContain('https://api-iam.intercom.io');
  });

  it('allow each consented service its own hosts: Cal.com, LinkedIn, Google Ads', () => {
    const directive = (name: string) => contentSecurityPolicy().split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive('script-src')).toContain('https://app.cal.com');
    expect(directive('frame-src')).toContain('https://app.cal.com');
    expect(directive('script-src')).toContain('https://snap.licdn.com');
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toContain('https://px.ads.linkedin.com');
  });

  it('include HSTS, nosniff and the referrer policy on every response, the permissions policy and framing on pages', () => {
    const every = responseHeaders();
    expect(every['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(every['X-Content-Type-Options']).toBe('nosniff');
    expect(every['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const page = pageHeaders();
    expect(page['Permissions-Policy']).toContain('microphone=()');
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(Object.keys(page).filter((name) => name in every)).toEqual([]);
  });
});

describe('emitted hosting files', () => {
  const rules = hostingRules();

  it('keep HSTS and the upgrade of requests in every production config, which serve HTTPS', () => {
    const nginx = nginxConfig(rules);
    const netlify = netlifyHeaders(rules);
    for (const config of [nginx, netlify]) {
      expect(config).toContain('Strict-Transport-Security');
      expect(config).toContain('upgrade-insecure-requests');
    }
    expect(rules.plainHttp.headers).not.toHaveProperty('Strict-Transport-Security');
    expect(rules.plainHttp.pageHeaders['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });

  it('cover every page and no file with the page patterns', () => {
    expect(pagePatterns(rules.pages)).toEqual(locales.flatMap((locale) => [`/${localeSettings[locale].segment}`, `/${localeSettings[locale].segment}/*`]));
    expect(pagePatterns(['/', '/en/x'])).toEqual(['/', '/en', '/en/*']);
    expect(pagePatterns(rules.pages).some((pattern) => pattern.startsWith(rules.cache.hashedPrefix))).toBe(false);
  });

  it('write the same headers for Netlify/Cloudflare and nginx: the common ones everywhere, the policies on pages only', () => {
    const blocks = new Map(netlifyHeaders(rules).trim().split('\n\n').map((block) => [block.split('\n')[0], block] as const));
    const nginx = nginxConfig(rules);
    const nginxLocation = (match: string) => nginx.slice(nginx.indexOf(`location ${match} {`)).split('}')[0];
    for (const [name, value] of Object.entries(rules.headers)) {
      expect(blocks.get('/*')).toContain(`${name}: ${value}`);
      for (const match of ['/assets/', '= /de', '/de/', '/']) expect(nginxLocation(match)).toContain(`add_header ${name} "${value}" always;`);
    }
    for (const [name, value] of Object.entries(rules.pageHeaders)) {
      for (const pattern of ['/de', '/de/*', '/fr', '/fr/*']) expect(blocks.get(pattern)).toContain(`${name}: ${value}`);
      expect(blocks.get('/*')).not.toContain(`${name}:`);
      expect(blocks.get('/assets/*')).not.toContain(`${name}:`);
      for (const match of ['= /de', '/de/', '= /fr', '/fr/']) expect(nginxLocation(match)).toContain(`add_header ${name} "${value}" always;`);
      for (const match of ['/assets/', '/']) expect(nginxLocation(match)).not.toContain(`add_header ${name} `);
    }
  });

  it('write the same caching for Netlify/Cloudflare and nginx: hashed assets immutable, pages revalidated, text compressed', () => {
    expect(netlifyHeaders(rules)).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    const nginx = nginxConfig(rules);
    expect(nginx).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(nginx).toMatch(/location \/ \{[^}]*Cache-Control "no-cache"/);
    expect(nginx).toContain('gzip on;');
    expect(nginx).toContain('gzip_static on;');
    // A shared cache between server and visitor must not hand the .gz copy to a client that did not ask for it.
    expect(nginx).toContain('gzip_vary on;');
  });

  it('serve every feed as Atom in UTF-8 in every server, compressed, with a file\'s headers', () => {
    expect(rules.contentTypes.map((entry) => entry.path)).toEqual(locales.map((locale) => `/${localeSettings[locale].segment}/blog/feed.xml`));
    const nginx = nginxConfig(rules);
    expect(nginx).toMatch(/gzip_types [^;]*application\/atom\+xml/);
    const blocks = new Map(netlifyHeaders(rules).trim().split('\n\n').map((block) => [block.split('\n')[0], block] as const));
    for (const { path, contentType } of rules.contentTypes) {
      expect(contentType).toBe('application/atom+xml; charset=utf-8');
      expect(blocks.get(path)).toBe(`${path}\n  Content-Type: ${contentType}`);
      const location = nginx.slice(nginx.indexOf(`location = ${path} {`)).split('\n    }')[0];
      for (const line of ['default_type application/atom+xml;', 'charset utf-8;', 'charset_types application/atom+xml;', 'add_header Cache-Control "no-cache";']) expect(location).toContain(line);
      for (const [name, value] of Object.entries(rules.headers)) expect(location).toContain(`add_header ${name} "${value}" always;`);
      expect(location).not.toContain('Content-Security-Policy');
      const decision = serveRequest(path, rules, () => true);
      expect(decision).toEqual({ kind: 'file', file: path.slice(1) });
      expect(headersFor(decision, rules, false)['Content-Type']).toBe(contentType);
    }
    expect(headersFor({ kind: 'file', file: 'sitemap.xml' }, rules)).not.toHaveProperty('Content-Type');
  });

  it('write the redirects as 301s, each language\'s unknown paths to its home, the catch-all last', () => {
    const lines = netlifyRedirects(rules).trim().split('\n');
    expect(lines).toContain('/de/cohort-program /de/academy 301');
    expect(lines.indexOf('/de/* /de 301')).toBeGreaterThan(lines.indexOf('/de/cohort-program /de/academy 301'));
    expect(lines.at(-1)).toBe('/* /de 301');
    expect(lines).toContain('/IT/* /it/:splat 301');
    expect(lines).toContain('/Fr /fr 301');
    expect(lines.indexOf('/IT/* /it/:splat 301')).toBeLessThan(lines.indexOf('/it/* /it 301'));
    const nginx = nginxConfig(rules);
    expect(nginx).toContain('location = /de/cohort-program { return 301 /de/academy; }');
    expect(nginx).toMatch(/location @fallback_fr \{[^}]*\}\s+return 301 \/fr;\s+\}/);
    expect(nginx).toMatch(/location \/fr\/ \{[^}]*try_files \$uri \$uri\/index\.html @fallback_fr;/);
    expect(nginx).toMatch(/location @fallback \{[^}]*\}\s+return 301 \/de;\s+\}/);
  });

  it('answer / by the browser\'s language, temporarily and varying by it, without a cookie', () => {
    const lines = netlifyRedirects(rules).trim().split('\n');
    // Netlify reads the first matching line: each other language's, then everyone else.
    const others = locales.filter((locale) => locale !== defaultLocale);
    expect(lines.slice(0, others.length + 1)).toEqual([...others.map((locale) => `/ /${localeSettings[locale].segment} 302 Language=${locale.split('-')[0]}`), '/ /de 302']);
    const nginx = nginxConfig(rules);
    expect(nginx).toContain(`js_import site_language from ${NGINX_LANGUAGE_SCRIPT};`);
    expect(nginx).toContain('js_set $site_home site_language.home;');
    const root = nginx.slice(nginx.indexOf('location = / {')).split('}')[0];
    expect(root).toContain('add_header Vary "Accept-Language" always;');
    expect(root).toContain('return 302 $site_home;');
    expect(`${nginx}${netlifyRedirects(rules)}${netlifyHeaders(rules)}`).not.toMatch(/cookie/i);
  });

  it("choose nginx's language of / exactly as negotiateLocale does: the browser's order and q values, among the site's languages", () => {
    // The njs module, run as nginx runs it: a function of the request's headers.
    const script = nginxLanguageScript(rules).replace('export default', 'return');
    const { home } = new Function(script)() as { home: (request: { headersIn: Record<string, string | undefined> }) => string };
    const headers = [undefined, '', '*', 'fr', 'fr-CH,fr;q=0.9', 'en-US,fr;q=0.9', 'it-CH,it;q=0.9,fr;q=0.8', 'fr;q=0.5,de;q=0.9', 'de;q=0.5,fr;q=0.5', 'fr;q=0.5,de;q=0.5', 'FR-ch', ' fr ; q=0.8 , de ; q=0.7', 'fr;q=0', 'fr;q=abc,de', 'en', 'de-CH,fr;q=0.9', 'fr;level=1;q=0.2,de;q=0.1', 'x-pig-latin,fr'];
    for (const header of headers) expect(home({ headersIn: { 'Accept-Language': header } }), String(header)).toBe(homePathOf(negotiateLocale(header)));
  });

  it("find, in nginx, the page of a path written in capitals exactly as serveRequest does", () => {
    const script = nginxLanguageScript(rules).replace('export default', 'return');
    const { lowerCasePage: inNginx } = new Function(script)() as { lowerCasePage: (request: { uri: string }) => string };
    for (const uri of ['/IT/prezzi', '/De/Login', '/FR', '/fr/Tarifs/', '/de', '/DE/gibt-es-nicht', '/Assets/x.js', '/IT/prezzi/extra']) {
      expect(inNginx({ uri }), uri).toBe(/[A-Z]/.test(uri) ? (lowerCasePage(uri.replace(/\/+$/, '')) ?? '') : '');
    }
    expect(inNginx({ uri: '/IT/prezzi' })).toBe('/it/prezzi');
    const nginx = nginxConfig(rules);
    expect(nginx).toContain('js_set $site_lower_case_page site_language.lowerCasePage;');
    expect(nginx.slice(nginx.indexOf('location @fallback_it'))).toMatch(/^location @fallback_it \{\s+if \(\$site_lower_case_page\) \{ return 301 \$site_lower_case_page\$is_args\$args; \}\s+return 301 \/it;/);
  });
});
