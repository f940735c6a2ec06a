// Pictures as the static-site tools people like serve them (Astro's
// <Picture>, Eleventy Image; both on sharp): an import of a picture with
// `?picture` (`import.meta.glob('./blog/media/*', { query: '?picture' })`)
// gives its width and height and the addresses of the files the site
// serves, in the widths of the article column at 1× and 2×, as AVIF and
// WebP with a JPEG (or, with transparency, a PNG) for the rest, and a
// 1200 × 630 crop for social cards. No served file is larger than 300 kB:
// the quality steps down until it fits. The uploaded original is never
// copied: only these files are, under /assets/pictures/, named after the
// original's content, so a changed picture gets new addresses.
//
// Reading a picture's size is cheap; encoding is not, so files are made
// only where they are served: in a build (the client's emitted beside its
// scripts, the server's written beside its bundle for the site's build to
// move), in a dev server (on request), each once, kept in .cache/pictures.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Plugin } from 'vite';
import { CARD_SIZE, LARGEST_SERVED_PICTURE, servedWidths, type Picture } from '../../src/lib/picture.ts';
import { PICTURES_FOLDER } from './servedPictures.mjs';

const QUERY = '?picture';
/** Bump when the encoding changes, so that cached files are made anew. */
const ENCODING = 'v1';

export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One file the site serves of a picture. */
export interface PictureVariant {
  /** The uploaded original, on disk. */
  source: string;
  /** The served file's name in PICTURES_FOLDER. */
  name: string;
  format: PictureFormat;
  /** Its width; the card is CARD_SIZE. */
  width: number;
  card?: boolean;
}

/** Quality steps per format, tried in order until the file fits: the first is what the eye does not miss. */
const QUALITIES: Record<PictureFormat, number[]> = { avif: [55, 47, 39, 31], webp: [76, 66, 56, 46, 38], jpeg: [80, 70, 60, 50, 40], png: [90, 70, 50, 30] };
const EXTENSIONS: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** A name a URL can carry: the original's, in lower case letters, digits and hyphens. */
const stemOf = (file: string) =>
  path
    .basename(file, path.extname(file))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'picture';

/**
 * What the site serves of the picture at `file`: its size and the files'
 * addresses (`publicBase` before them), and the files to make.
 */
export async function planPicture(file: string, publicBase = '/'): Promise<{ picture: Picture; variants: PictureVariant[] }> {
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: the picture cannot be read (${(error as Error).message}); save it as JPEG, PNG, WebP or AVIF`);
  }
  // A phone stores a portrait photo as landscape with a note to turn it (EXIF orientation 5–8).
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  const stem = `${stemOf(file)}-${hash}`;
  const fallback: PictureFormat = metadata.hasAlpha ? 'png' : 'jpeg';
  const widths = servedWidths(width);
  const variant = (format: PictureFormat, size: number): PictureVariant => ({ source: file, name: `${stem}-${size}.${EXTENSIONS[format]}`, format, width: size });
  const formats: PictureFormat[] = ['avif', 'webp', fallback];
  const variants = formats.flatMap((format) => widths.map((size) => variant(format, size)));
  const card: PictureVariant = { source: file, name: `${stem}-card.jpg`, format: 'jpeg', width: CARD_SIZE.width, card: true };
  const address = (name: string) => `${publicBase}${PICTURES_FOLDER}/${name}`;
  const srcset = (format: PictureFormat) => widths.map((size) => `${address(variant(format, size).name)} ${size}w`).join(', ');
  const picture: Picture = {
    width,
    height,
    sources: (['avif', 'webp'] as const).map((format) => ({ type: TYPES[format], srcset: srcset(format) })),
    fallback: { type: TYPES[fallback], srcset: srcset(fallback), src: address(variant(fallback, widths.at(-1)!).name) },
    card: address(card.name),
  };
  return { picture, variants: [...variants, card] };
}

/**
 * One served file of a picture, no larger than LARGEST_SERVED_PICTURE: the
 * quality steps down until it fits, or the build stops and says which.
 * Camera metadata (place, device) is not copied.
 */
export async function encodePicture(variant: PictureVariant): Promise<Buffer> {
  const input = readFileSync(variant.source);
  for (const quality of QUALITIES[variant.format]) {
    let pipeline = sharp(input, { failOn: 'none' }).rotate();
    pipeline = variant.card
      ? pipeline.resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover', position: sharp.strategy.attention })
      : pipeline.resize({ width: variant.width, withoutEnlargement: true });
    const encoded = await (variant.format === 'avif'
      ? pipeline.avif({ quality, effort: 3 })
      : variant.format === 'webp'
        ? pipeline.webp({ quality, effort: 4 })
        : variant.format === 'jpeg'
          ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true, progressive: true })
          : pipeline.png({ palette: true, quality, compressionLevel: 9 })
    ).toBuffer();
    if (encoded.length <= LARGEST_SERVED_PICTURE) return encoded;
  }
  throw new Error(`${path.relative(process.cwd(), variant.source)}: at ${variant.width} px as ${variant.format} the picture stays over ${LARGEST_SERVED_PICTURE / 1000} kB even at the lowest quality; crop it or choose a calmer photo`);
}

/** A served file, from the cache when it was made before. */
function cachedPicture(cacheDir: string, variant: PictureVariant): Promise<Buffer> {
  const cached = path.join(cacheDir, `${ENCODING}-${variant.name}`);
  if (existsSync(cached)) return Promise.resolve(readFileSync(cached));
  return encodePicture(variant).then((encoded) => {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, encoded);
    return encoded;
  });
}

/** The plugin: `?picture` imports, their files emitted in a client build and served by a dev server. */
export function picturePlugin({ cacheDir = path.resolve('.cache/pictures') }: { cacheDir?: string } = {}): Plugin {
  const variants = new Map<string, PictureVariant>();
  let base = '/';
  return {
    name: 'pictures',
    enforce: 'pre',
    configResolved(config) {
      base = config.base.startsWith('/') ? config.base : '/';
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { picture, variants: files } = await planPicture(file, base);
      for (const variant of files) variants.set(variant.name, variant);
      return `export default ${JSON.stringify(picture)};`;
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const variant of variants.values()) {
        this.emitFile({ type: 'asset', fileName: `${PICTURES_FOLDER}/${variant.name}`, source: await cachedPicture(cacheDir, variant) });
      }
    },
    // The blog's pages are HTML without a script of theirs: only the server
    // bundle, which renders them, loads their pictures. A server build emits
    // no asset (Vite's emitAssets), so it writes them beside its bundle,
    // and the site's build moves them beside the client's (scripts/build.mjs).
    async writeBundle(options) {
      if (this.environment?.config.consumer !== 'server' || !options.dir || variants.size === 0) return;
      const folder = path.join(options.dir, PICTURES_FOLDER);
      mkdirSync(folder, { recursive: true });
      for (const variant of variants.values()) writeFileSync(path.join(folder, variant.name), await cachedPicture(cacheDir, variant));
    },
    configureServer(server) {
      const prefix = `${base}${PICTURES_FOLDER}/`;
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!url.startsWith(prefix)) return next();
        const variant = variants.get(decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? ''));
        if (!variant) return next();
        cachedPicture(cacheDir, variant).then(
          (encoded) => {
            response.setHeader('Content-Type', TYPES[variant.format]);
            response.setHeader('Cache-Control', 'no-cache');
            response.end(encoded);
          },
          (error: Error) => next(error),
        );
      });
    },
  };
}
