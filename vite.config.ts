import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface HostingRules {
  headers: Record<string, string>;
  pages: string[];
  redirects: Array<{ from: string; to: string; status: number }>;
  fallback: string;
}

/**
 * `npm start` serves dist/ with the hosting rules the build wrote from
 * src/site/hosting.ts: the same security headers and 301s as production.
 */
function hostingRulesInPreview(): Plugin {
  return {
    name: 'hosting-rules-in-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.build.outDir);
      const rules = JSON.parse(readFileSync(`${outDir}-hosting/rules.json`, 'utf8')) as HostingRules;
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
        const url = new URL(req.url ?? '/', 'http://localhost');
        const pathname = url.pathname.replace(/\/+$/, '') || '/';
        const redirect = rules.redirects.find((entry) => entry.from === pathname);
        const moveTo = (location: string) => {
          res.statusCode = 301;
          res.setHeader('Location', location);
          res.end();
        };
        if (redirect) return moveTo(redirect.to);
        if (rules.pages.includes(pathname)) {
          req.url = `${pathname}/index.html${url.search}`;
          return next();
        }
        const file = path.join(outDir, decodeURIComponent(url.pathname));
        if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) return next();
        return moveTo(rules.fallback);
      });
    },
  };
}

/**
 * The day of the build in Zürich (YYYY-MM-DD). Dated content, such as the
 * introductory price, is judged against it. It is fixed once per process, so
 * the client and the server bundle (two builds in one `npm run build`) carry
 * the same date and hydration matches; BUILD_DATE=2025-06-01 builds the site
 * as it looked on that day.
 */
function buildDate(): string {
  const date = (process.env.BUILD_DATE ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`BUILD_DATE must look like 2025-06-30, not ${date}`);
  return date;
}

export default defineConfig({
  plugins: [react(), hostingRulesInPreview()],
  define: { __BUILD_DATE__: JSON.stringify(buildDate()) },
  // Node would load styled-components' CommonJS build during prerendering otherwise.
  ssr: { noExternal: ['styled-components'] },
  // SITE_OUT serves a build made with the same variable (see scripts/build.mjs).
  build: { outDir: process.env.SITE_OUT ?? 'dist' },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
});
