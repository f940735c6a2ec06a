import type { CDPSession, Page } from 'playwright-core';

/** What a first visit's text should be drawn in: Inter, not the metric-matched fallback (Arial, on Linux Liberation Sans). */
export const BRAND_FACE = 'Inter';

/** The page's heading and first paragraph of the main content: the text a visitor reads first. */
const FIRST_READ = ['h1', 'main p'];

/**
 * The faces Chromium actually drew the page's heading and first paragraph
 * in, as DevTools names them (CSS.getPlatformFontsForNode), each as
 * «selector: family, family». What the stylesheet asks for says nothing
 * about this: with font-display: optional a face that came too late is
 * skipped for the whole visit.
 */
export async function facesDrawn(page: Page): Promise<string[]> {
  const devtools: CDPSession = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument', { depth: 0 });
    const faces: string[] = [];
    for (const selector of FIRST_READ) {
      const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      if (!nodeId) {
        faces.push(`${selector}: missing`);
        continue;
      }
      const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
      faces.push(`${selector}: ${[...new Set(fonts.map((font) => font.familyName))].join(', ')}`);
    }
    return faces;
  } finally {
    await devtools.detach();
  }
}

/** `facesDrawn` as it is when every face is the brand's. */
export const allInBrandFace = FIRST_READ.map((selector) => `${selector}: ${BRAND_FACE}`);

/** Lighthouse's «Slow 4G» (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), for DevTools' network emulation. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
