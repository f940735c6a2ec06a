import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compression } from './precompress.mjs';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (words: string) => `<!doctype html><title>${words}</title>${'<p>Datenschutz nach Schweizer Recht.</p>'.repeat(200)}`;

describe('precompress', () => {
  it('writes Brotli and gzip copies that decompress to the file, and takes them from the cache on the next build', async () => {
    const [site, cache] = [folder(), folder()];
    writeFileSync(path.join(site, 'index.html'), page('Start'));
    expect(await compression(cache).precompress(site, ['index.html'])).toBe(1);
    const made = readFileSync(path.join(site, 'index.html.br'));
    expect(brotliDecompressSync(made).toString()).toBe(page('Start'));
    expect(gunzipSync(readFileSync(path.join(site, 'index.html.gz'))).toString()).toBe(page('Start'));

    // The cached copy, marked, comes back instead of a new compression.
    const [cached] = readdirSync(cache).filter((name) => name.endsWith('.br'));
    writeFileSync(path.join(cache, cached!), Buffer.concat([made, Buffer.from('cached')]));
    await compression(cache).precompress(site, ['index.html']);
    expect(readFileSync(path.join(site, 'index.html.br')).subarray(-6).toString()).toBe('cached');
  });

  it('compresses a changed file anew, and the pruning keeps only what the last build used', async () => {
    const [site, cache] = [folder(), folder()];
    writeFileSync(path.join(site, 'index.html'), page('Start'));
    await compression(cache).precompress(site, ['index.html']);
    const next = compression(cache);
    writeFileSync(path.join(site, 'index.html'), page('Neu'));
    await next.precompress(site, ['index.html']);
    expect(brotliDecompressSync(readFileSync(path.join(site, 'index.html.br'))).toString()).toBe(page('Neu'));
    expect(readdirSync(cache)).toHaveLength(4);
    await next.prune();
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(2);
    for (const name of kept) {
      const bytes = readFileSync(path.join(cache, name));
      expect((name.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(page('Neu'));
    }
  });
});
