import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRouterFree, routerCodeIn } from './routerFree.mjs';

/** A site folder whose assets are the given scripts. */
async function siteWith(scripts: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'router-free-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [name, code] of Object.entries(scripts)) await writeFile(path.join(dir, 'assets', name), code);
  return dir;
}

/** React Router's own production build, as a bundle that imported it would carry it. */
async function routerProductionCode(): Promise<string> {
  const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
  const chunks = (await readdir(folder)).filter((file) => /^chunk-.*\.mjs$/.test(file));
  return (await Promise.all(chunks.map((file) => readFile(path.join(folder, file), 'utf8')))).join('\n');
}

describe('the browser gets no router', () => {
  it('finds React Router in a script that bundled it, and names the file', async () => {
    const dir = await siteWith({ 'boot-Ab12cd34.js': 'console.log(1)', 'island-Zz99yy88.js': await routerProductionCode() });
    const { found } = await routerCodeIn(dir);
    expect(found.map((entry) => entry.file)).toEqual(['assets/island-Zz99yy88.js']);
    await expect(checkRouterFree(dir)).rejects.toThrow(/React Router reached the browser: assets\/island-Zz99yy88\.js/);
  });

  it('passes scripts without it', async () => {
    const dir = await siteWith({ 'boot-Ab12cd34.js': 'document.querySelectorAll("[data-menu]")', 'style.css': 'a{}' });
    await expect(checkRouterFree(dir)).resolves.toBe('1 scripts, none with router code');
  });
});
