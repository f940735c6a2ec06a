/**
 * The engine passes' server: the build served exactly as `npm start` serves
 * it (Vite's preview with the hosting rules, plain HTTP on localhost, where
 * Safari users meet it), with one addition for the tests: the error probe
 * first in each page's head (see errorProbe.ts).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { PROBE_PATH, probeScript } from './errorProbe';

export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 4176);
/** `localhost`, as `npm start` prints it: WebKit upgraded it to HTTPS when the CSP asked to. */
export const ENGINES_URL = `http://localhost:${ENGINES_PORT}`;

const CHARSET = '<meta charset="utf-8" />';

/**
 * Holds back a page's answer until it is complete, then sends it with the
 * probe's script tag after the charset. The page is asked for uncompressed,
 * so the tag can go into its text.
 */
function withProbe(req: IncomingMessage, res: ServerResponse): void {
  delete req.headers['accept-encoding'];
  const chunks: Buffer[] = [];
  let head: [number, Record<string, unknown>] | undefined;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  const end = res.end.bind(res) as (body?: Buffer) => ServerResponse;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    head = [status, { ...headers }];
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: Buffer | string) => {
    chunks.push(Buffer.from(chunk));
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: Buffer | string) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    let body = Buffer.concat(chunks);
    const html = body.toString('utf8');
    if (html.includes(CHARSET)) body = Buffer.from(html.replace(CHARSET, `${CHARSET}<script src="${PROBE_PATH}"></script>`));
    const [status, headers] = head ?? [res.statusCode, {}];
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    res.removeHeader('content-length');
    writeHead(status, { ...headers, 'Content-Length': body.length });
    return end(body);
  }) as ServerResponse['end'];
}

function errorProbe(): Plugin {
  return {
    name: 'engine-pass-error-probe',
    // Before the hosting rules' middleware, which answers every page itself.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === PROBE_PATH) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-store');
          res.end(probeScript);
          return;
        }
        if ((req.headers.accept ?? '').includes('text/html')) withProbe(req, res);
        next();
      });
    },
  };
}

let server: PreviewServer | undefined;

export async function setup() {
  const outDir = process.env.SITE_OUT ?? 'dist';
  if (!existsSync(`${outDir}/de/index.html`)) throw new Error(`${outDir}/ is missing: run \`npm run build\` before the engine passes`);
  server = await preview({ plugins: [errorProbe()], preview: { port: ENGINES_PORT, host: 'localhost', strictPort: true }, logLevel: 'warn' });
}

export async function teardown() {
  await server?.close();
}
