// Production answers as `npm start` does: the build served by a real nginx
// with the configuration the build generated (dist-hosting/nginx.conf and
// its language module), beside `npm start`'s server, and the same requests
// sent to both: every route, redirects, unknown and hostile paths, files,
// `/` for each `Accept-Language` case. Status, location, the security
// headers, Vary, caching and compression must match; any difference fails,
// naming the request. The routes come from the build, so a language added
// later is compared with no change here.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { NGINX_JS_MODULE } from './lib/browsers.mjs';
import { preflight } from './lib/preflight.mjs';
import { portTaken } from './lib/process.mjs';
import { hostilePaths } from './lib/hostilePaths.mjs';

preflight(['nginx']);

const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.resolve(outName);
const hosting = path.resolve(`${outName}-hosting`);
const NGINX_PORT = Number(process.env.NGINX_TEST_PORT ?? 4190);
const START_PORT = NGINX_PORT + 1;
const nginxOrigin = `http://127.0.0.1:${NGINX_PORT}`;
const startOrigin = `http://127.0.0.1:${START_PORT}`;

/** The `Accept-Language` cases for `/`: the browser's order and its q values decide, among the site's languages. */
export const ACCEPT_LANGUAGES = [undefined, 'fr-CH,fr;q=0.9', 'en-US,fr;q=0.9', 'it-CH,it;q=0.9,fr;q=0.8', 'fr;q=0.5,de;q=0.9', 'de-CH,de;q=0.9,fr;q=0.8', 'fr;q=0', '*', 'en'];

/** The headers compared: what decides how a browser and a cache treat the answer. */
const COMPARED = ['location', 'cache-control', 'vary', 'content-encoding', 'content-security-policy', 'permissions-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];

function requests() {
  const routes = JSON.parse(readFileSync(path.join(dist, '.vite', 'routes.json'), 'utf8'));
  const rules = JSON.parse(readFileSync(path.join(hosting, 'rules.json'), 'utf8'));
  const script = routes[0].files.find((file) => file.endsWith('.js'));
  const list = [];
  /** `expected`: headers this request must get from both servers, compared besides COMPARED (a feed's media type, which only the rules set). */
  const add = (target, headers = {}, expected = {}) => list.push({ target, headers, expected });
  for (const route of routes) {
    add(route.path, { 'Accept-Encoding': 'gzip' });
    add(`${route.path}/`);
  }
  add('/de/login?tab=signup', { 'Accept-Encoding': 'gzip' });
  for (const redirect of rules.redirects) {
    add(redirect.from);
    add(`${redirect.from}/`);
  }
  for (const fallback of rules.fallbacks) add(`${fallback.prefix}/gibt-es-nicht`);
  // A page's path in capitals finds the page; an unknown one in capitals still gets the fallback.
  for (const target of ['/gibt-es-nicht', '/pt/pricing', '/de/LOGIN', '/IT/prezzi', '/De/Login?tab=signup', '/FR/', '/DE/gibt-es-nicht', '/de/login/extra', ...hostilePaths]) add(target);
  for (const acceptLanguage of ACCEPT_LANGUAGES) add('/', acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage });
  // A social card: an image, revalidated and sent as it is.
  const card = readdirSync(path.join(dist, 'social'), { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith('.png'));
  for (const file of ['/robots.txt', '/sitemap.xml', '/brand/logo.svg', `/${script}`, `/social/${card}`]) {
    add(file);
    add(file, { 'Accept-Encoding': 'gzip' });
  }
  // Each feed: Atom in UTF-8, plain and compressed, from both servers alike.
  for (const { path: feed, contentType } of rules.contentTypes) {
    add(feed, {}, { 'content-type': contentType });
    add(feed, { 'Accept-Encoding': 'gzip' }, { 'content-type': contentType });
  }
  add('/assets/');
  add('/assets/index-Gone0000.js');
  return list;
}

/** nginx on the loopback port, with the generated server block included in its http block as an operator would, root set to the build. */
async function startNginx() {
  const prefix = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  const server = readFileSync(path.join(hosting, 'nginx.conf'), 'utf8')
    .replace(/^js_path .*;$/m, `js_path ${hosting};`)
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${dist};`);
  const config = [
    `load_module ${NGINX_JS_MODULE};`,
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    // As root, nginx's workers would otherwise run as nobody, who may not read the build.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events {}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${prefix}/${kind};`),
    server.replace(/^/gm, '    '),
    '}',
  ].join('\n');
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child = spawn(process.env.NGINX_PATH, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let tries = 0; !(await portTaken(nginxOrigin)); tries += 1) {
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start:\n${errors}${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
}

/** What is compared of an answer; nginx serves as production does, over HTTPS, so HSTS and the upgrade of requests are set aside (checked on their own). */
function answer(response, origin, also = []) {
  const headers = Object.fromEntries([...COMPARED, ...also].map((name) => [name, response.headers[name] ?? null]));
  if (headers.location?.startsWith(origin)) headers.location = headers.location.slice(origin.length);
  if (headers.vary) headers.vary = headers.vary.split(',').map((value) => value.trim().toLowerCase()).sort().join(', ');
  return { status: response.status, ...headers };
}

/** Sends the request target exactly as written (fetch would normalise `..` and escape `<`), without following a redirect. */
function ask(origin, { target, headers }) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path: target, headers: { 'Accept-Encoding': 'identity', ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

for (const [name, origin] of [['nginx', nginxOrigin], ['npm start', startOrigin]]) if (await portTaken(origin)) throw new Error(`${name}'s port ${new URL(origin).port} is taken: set NGINX_TEST_PORT`);
const started = Date.now();
const stopNginx = await startNginx();
const startServer = await preview({ build: { outDir: outName }, preview: { port: START_PORT, host: '127.0.0.1', strictPort: true }, logLevel: 'warn' });
const differences = [];
let checked = 0;
try {
  for (const request of requests()) {
    const [fromNginx, fromStart] = await Promise.all([ask(nginxOrigin, request), ask(startOrigin, request)]);
    checked += 1;
    if (!fromNginx.headers['strict-transport-security']) differences.push(`${request.target}: nginx sent no Strict-Transport-Security`);
    const also = Object.keys(request.expected);
    const a = answer(fromNginx, nginxOrigin, also);
    if (a['content-security-policy']) a['content-security-policy'] = a['content-security-policy'].replace('; upgrade-insecure-requests', '');
    const b = answer(fromStart, startOrigin, also);
    for (const [name, value] of Object.entries(request.expected)) {
      for (const [server, got] of [['nginx', a], ['npm start', b]]) if (got[name] !== value) differences.push(`${request.target}: ${server} sent ${name} ${JSON.stringify(got[name])}, not ${JSON.stringify(value)}`);
    }
    const differing = Object.keys(a).filter((key) => a[key] !== b[key]);
    if (differing.length > 0) {
      const shown = request.headers && Object.keys(request.headers).length ? ` (${Object.entries(request.headers).map(([key, value]) => `${key}: ${value}`).join(', ')})` : '';
      differences.push(`${request.target.slice(0, 80)}${shown}: ${differing.map((key) => `${key} nginx ${JSON.stringify(a[key])}, npm start ${JSON.stringify(b[key])}`).join('; ')}`);
    }
  }
} finally {
  await startServer.close();
  await stopNginx();
}
for (const line of differences) console.error(line);
console.log(`nginx: ${checked} requests, ${differences.length} answered differently from npm start, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(differences.length > 0 ? 1 : 0);
