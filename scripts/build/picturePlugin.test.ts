import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePicture, planPicture } from './picturePlugin';
import { CARD_SIZE, LARGEST_SERVED_PICTURE, servedWidths } from '../../src/lib/picture';
import { cameraPhoto } from '../../tests/support/photo';

const folder = mkdtempSync(path.join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function photoFile(name: string, options: Parameters<typeof cameraPhoto>[0] = {}) {
  const file = path.join(folder, name);
  writeFileSync(file, await cameraPhoto(options));
  return file;
}

/** A picture whose size is all that matters: one colour, quick to make. */
async function flatFile(name: string, width: number, height: number, orientation?: number) {
  const file = path.join(folder, name);
  const flat = sharp({ create: { width, height, channels: 3, background: '#8fb6d9' } }).jpeg();
  await (orientation ? flat.withMetadata({ orientation }) : flat).toFile(file);
  return file;
}

describe('a picture as the site serves it (scripts/build/picturePlugin.ts)', () => {
  it('comes in the article column’s widths at 1× and 2×, never enlarged', () => {
    expect(servedWidths(4000)).toEqual([360, 640, 720, 1280]);
    expect(servedWidths(1000)).toEqual([360, 640, 720, 1000]);
    expect(servedWidths(500)).toEqual([360, 500]);
    expect(servedWidths(200)).toEqual([200]);
  });

  it('names its size and every file: AVIF and WebP in four widths, a JPEG for the rest, a card for social networks', async () => {
    const { picture, variants } = await planPicture(await flatFile('Büro an der Limmat.JPG', 4000, 3000));
    expect(picture).toMatchObject({ width: 4000, height: 3000 });
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0]!.srcset).toMatch(/^\/assets\/pictures\/buro-an-der-limmat-[0-9a-f]{10}-360\.avif 360w, .*-640\.avif 640w, .*-720\.avif 720w, .*-1280\.avif 1280w$/);
    expect(picture.fallback).toMatchObject({ type: 'image/jpeg', src: expect.stringMatching(/-1280\.jpg$/) });
    expect(picture.card).toMatch(/-card\.jpg$/);
    expect(variants).toHaveLength(13);
  });

  it('reads a phone’s portrait photo the right way up, and keeps a PNG with transparency a PNG', async () => {
    const portrait = await planPicture(await flatFile('portrait.jpg', 1600, 1200, 6));
    expect(portrait.picture).toMatchObject({ width: 1200, height: 1600 });
    const file = path.join(folder, 'logo.png');
    await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toFile(file);
    expect((await planPicture(file)).picture.fallback.type).toBe('image/png');
  });

  it('serves no file over 300 kB, each in its width, of a photo as a camera makes it', async () => {
    const { variants } = await planPicture(await photoFile('camera.jpg', { width: 2600, height: 1950 }));
    const widest = variants.filter((variant) => variant.width === 1280 || variant.card);
    for (const variant of widest) {
      const file = await encodePicture(variant);
      expect(file.length, variant.name).toBeLessThanOrEqual(LARGEST_SERVED_PICTURE);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, format }).toEqual({ width: variant.card ? CARD_SIZE.width : 1280, format: variant.format === 'avif' ? 'heif' : variant.format });
      if (variant.card) expect(height).toBe(CARD_SIZE.height);
    }
  }, 120_000);

  it('refuses a file that is no picture, naming it', async () => {
    const file = path.join(folder, 'notes.jpg');
    writeFileSync(file, 'not a picture');
    await expect(planPicture(file)).rejects.toThrow(/notes\.jpg: the picture cannot be read/);
  });
});
