// Brotli and gzip copies of the site's text files, written once by the
// build at the highest levels, so no server compresses per request and
// every visitor gets the smallest file: `npm start` serves them (vite.config.ts),
// nginx's gzip_static serves the .gz, Netlify and Cloudflare compress with
// Brotli themselves. Brotli 11 is 12-15 % smaller than gzip 9 on the
// site's JavaScript (/de: 137.5 → 120.8 kB before interaction).
//
// Brotli 11 is also the build's largest cost (10 of its 20 CPU s, for 99
// pages), and a change of words leaves most files as they were: each
// compressed copy is kept in .cache/compressed under a hash of what it was
// made from, and a later build takes it from there. The cache holds the
// last build's files only (compression().prune).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the site serves; fonts and images are compressed formats already. */
const TEXT = /\.(html|js|css|svg|json|xml|txt)$/;

/** The text files of `dir` (relative paths), only those under `under` or, with `except`, all but those. */
export async function textFiles(dir, { under, except } = {}) {
  const files = await readdir(dir, { recursive: true, encoding: 'utf8' });
  const inside = (file, folder) => file.startsWith(`${folder}${path.sep}`);
  return files.filter((file) => TEXT.test(file) && (!under || inside(file, under)) && (!except || !inside(file, except)));
}

/** Names the settings below: a change of them must not meet copies made with the old ones. */
const SETTINGS = 'br11-gz9';

/** Where the compressed copies are kept between builds, in the checkout (ignored by Git). */
export const COMPRESSION_CACHE = '.cache/compressed';

/**
 * One encoding of `bytes`, from `cacheDir` when a build made it before;
 * `used` notes the entry. Written under a temporary name and renamed, so a
 * build beside this one never reads half a file.
 * @param {Buffer} bytes
 * @param {'br' | 'gz'} encoding
 * @param {string} cacheDir
 * @param {Set<string>} used
 * @returns {Promise<Buffer>}
 */
async function compressed(bytes, encoding, cacheDir, used) {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-${SETTINGS}.${encoding}`;
  used.add(name);
  const cached = path.join(cacheDir, name);
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      : await gzipped(bytes, { level: 9 });
  await mkdir(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  await writeFile(partial, made);
  await rename(partial, cached);
  return made;
}

/**
 * The compression of one build, kept in `cacheDir`.
 *
 * `precompress(dir, files)` writes `<file>.br` and `<file>.gz` beside each
 * of `files` (relative to `dir`), each only where it is smaller than the
 * file (servers compress from 1 kB on, but a 600 B chunk still shrinks by
 * half), and returns how many files got a copy. zlib works on its own
 * threads, so the files compress side by side.
 *
 * `prune()`, once the build has compressed everything, removes the cached
 * copies it did not use, so the cache stays the size of one build's.
 */
export function compression(cacheDir = path.resolve(COMPRESSION_CACHE)) {
  /** @type {Set<string>} */
  const used = new Set();
  return {
    /** @param {string} dir @param {string[]} files */
    async precompress(dir, files) {
      let count = 0;
      await Promise.all(
        files.map(async (file) => {
          const absolute = path.join(dir, file);
          const bytes = await readFile(absolute);
          const [br, gz] = await Promise.all([compressed(bytes, 'br', cacheDir, used), compressed(bytes, 'gz', cacheDir, used)]);
          if (br.length < bytes.length) count += 1;
          await Promise.all([br.length < bytes.length && writeFile(`${absolute}.br`, br), gz.length < bytes.length && writeFile(`${absolute}.gz`, gz)]);
        }),
      );
      return count;
    },
    async prune() {
      const kept = await readdir(cacheDir).catch(() => []);
      await Promise.all(kept.filter((name) => !used.has(name)).map((name) => rm(path.join(cacheDir, name), { force: true })));
    },
  };
}

/** The bytes a browser that accepts Brotli receives for `file`: its `.br` copy, or the file itself where that is not smaller. */
export async function servedBytes(dir, file) {
  const absolute = path.join(dir, file);
  return (await stat(`${absolute}.br`).catch(() => stat(absolute))).size;
}
