import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';
import { E2E_PORT } from './site';

/** Serves dist/ exactly as `npm start` does: Vite preview with the hosting rules. */
let server: PreviewServer | undefined;

export async function setup() {
  const outDir = process.env.SITE_OUT ?? 'dist';
  if (!existsSync(`${outDir}/de/index.html`)) throw new Error(`${outDir}/ is missing: run \`npm run build\` before the end-to-end tests`);
  server = await preview({ preview: { port: E2E_PORT, host: '127.0.0.1', strictPort: true }, logLevel: 'warn' });
}

export async function teardown() {
  await server?.close();
}
