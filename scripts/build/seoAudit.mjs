// The build-time SEO audit: reads every prerendered page, sitemap.xml,
// robots.txt and the hosting rules, writes the audit the SEO pages render,
// and stops the build when an indexable page fails the gate.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Audits the routes that do not render the audit themselves; returns the audit. */
export async function seoAudit(dist, hostingDir, server) {
  const rules = JSON.parse(await readFile(path.join(hostingDir, 'rules.json'), 'utf8'));
  const internal = server.routes.filter((route) => route.rendersSiteAudit);
  const audited = server.routes.filter((route) => !route.rendersSiteAudit);
  const pages = await Promise.all(
    audited.map(async (route) => ({
      path: route.path,
      html: await readFile(path.join(dist, route.path, 'index.html'), 'utf8'),
      vagueLinkTexts: server.vagueLinkTexts[route.locale],
    })),
  );
  // What the host answers for each path the dashboard asks about: a page, or a 301 and where to.
  const askedPaths = server.dashboardAskedPaths.map((asked) => {
    const decision = server.serveRequest(asked, rules, (file) => existsSync(path.join(dist, file)));
    return decision.kind === 'redirect' ? { path: asked, status: 301, location: decision.location } : { path: asked, status: 200, location: asked };
  });
  const audit = server.auditSite({
    pages,
    internalPaths: internal.map((route) => route.path),
    sitemapXml: await readFile(path.join(dist, 'sitemap.xml'), 'utf8'),
    robotsTxt: await readFile(path.join(dist, 'robots.txt'), 'utf8'),
    askedPaths,
  });
  await writeFile(path.join(dist, server.siteAuditFile), JSON.stringify(audit));
  const failures = server.gateFailures(audit);
  if (failures.length > 0) {
    throw new Error(`SEO gate: ${failures.length} indexable page(s) fail the audit\n${failures.map((line) => `  ${line}`).join('\n')}`);
  }
  return audit;
}
