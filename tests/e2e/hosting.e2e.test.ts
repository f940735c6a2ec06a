import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_URL, E2E_PORT } from './support/site';
import { hostilePaths } from './support/hostilePaths';

/** Sends `path` exactly as written (fetch would normalise `..` and escape `<`), without following redirects. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: E2E_PORT, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const label = (path: string) => (path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path);

describe('hostile and malformed paths', () => {
  it.each(hostilePaths.map((path) => [label(path), path]))('%s answers the same 301 to /de as any unknown path', async (_label, path) => {
    const response = await rawGet(path);
    // The start of the body only: a wrongly served page would flood the report.
    expect({ status: response.status, location: response.location, body: response.body.slice(0, 60) }).toEqual({ status: 301, location: '/de', body: '' });
  });
});

describe('real files under the site folder', () => {
  const outDir = process.env.SITE_OUT ?? 'dist';
  const asset = readdirSync(`${outDir}/assets`).find((file) => file.endsWith('.js'))!;

  it.each(['/sitemap.xml', '/robots.txt', `/assets/${asset}`, '/brand/logo.svg'])('%s is served', async (path) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(0);
  });
});
