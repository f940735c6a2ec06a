import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFonts, dataUrl, pngSize, writeSocialCards, type CardFont } from './socialCards.mjs';
import { SocialCard, SOCIAL_CARD_SIZE } from '../../src/site/SocialCard';
import { socialCardOf } from '../../src/site/socialCards';
import { routes } from '../../src/site/routes';
import { metaOf } from '../../src/content/siteContent';
import { operator } from '../../src/content/operator';
import { brandFaceFamily } from '../../src/design/tokens';

let outDir: string;
let fonts: CardFont[];
let logo: string;

const cardsOf = (chosen: typeof routes) =>
  chosen.map((route) => {
    const card = socialCardOf(route, metaOf(route));
    return { path: card.path, element: createElement(SocialCard, { ...card.props, logo }) };
  });

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  fonts = await cardFonts(brandFaceFamily);
  logo = await dataUrl(path.join('public', operator.logo.src), 'image/svg+xml');
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the social cards the build draws', () => {
  // The build step itself (scripts/build.mjs), over every route: about a
  // second alone, 29–30 s on one core beside npm test's other steps (decision 002).
  it('gives every route a 1200 × 630 PNG of its own at the path its head names', { timeout: 180_000 }, async () => {
    const written = await writeSocialCards(cardsOf(routes), { outDir, size: SOCIAL_CARD_SIZE, fonts });
    expect(written.map((card) => card.path)).toEqual(routes.map((route) => socialCardOf(route, metaOf(route)).path));
    const pictures = new Set<string>();
    for (const route of routes) {
      const bytes = readFileSync(path.join(outDir, socialCardOf(route, metaOf(route)).path));
      expect(pngSize(bytes), route.path).toEqual({ width: 1200, height: 630 });
      // A card of flat colours and outlined text: tens of kB, not hundreds.
      expect(bytes.length, route.path).toBeLessThan(100_000);
      pictures.add(bytes.toString('base64'));
    }
    expect(pictures.size).toBe(routes.length);
  });

  it('fails when two routes would share a picture', async () => {
    const [card] = cardsOf(routes.slice(0, 1));
    await expect(writeSocialCards([card!, { ...card!, path: '/social/twice.png' }], { outDir, size: SOCIAL_CARD_SIZE, fonts })).rejects.toThrow(/same picture/);
  });

  it('reads a PNG’s size from its header, and nothing from other bytes', () => {
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
