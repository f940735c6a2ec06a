import { brandFaceFamily } from '../design/tokens.ts';

/**
 * Starts decoding Inter's inlined subset while the head is parsed, so the
 * first layout already has it. Left to the layout, Chromium began the
 * `data:` URL's load only when the first layout asked for the face, laid
 * the page out in 'Inter Fallback' meanwhile and moved every line that
 * wrapped differently once Inter was in (/de/roadmap's heading took a line
 * more, a layout shift of 0.034 in every run, on a fast machine too).
 * No preload link instead: WebKit fetches a preloaded `data:` URL in CORS
 * mode, fails, and then fails the face (scripts/build/prerender.mjs).
 * Loading " " picks the subset's face alone: fontsource's files are the
 * others, and their ranges hold no space. The caught promise keeps a face
 * that fails from adding an error of its own.
 */
export const brandFaceScript = `document.fonts&&document.fonts.load('1em "${brandFaceFamily}"').catch(function(){})`;
