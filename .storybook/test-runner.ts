import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PREVIEW_LOAD_LIMIT } from '../scripts/lib/storybookLimits.mjs';
import { PSEUDO, PSEUDO_FINDINGS } from '../stories/support/pseudoMarks';
import { defaultLocale } from '../src/lib/locales';

const DESKTOP = { width: 1280, height: 800 };
/** The phone the pseudo-locale pass shows each section at. */
const PSEUDO_VIEWPORT = { width: 390, height: 844 };
const SNAPSHOTS_DIR = path.join(process.cwd(), 'stories', '__visual__');
// `-u` / `--updateSnapshot` makes jest-image-snapshot write what it sees.
const updating = process.argv.some((arg) => arg === '-u' || arg.startsWith('--updateSnapshot'));

/**
 * True when the screenshot is byte for byte its baseline. Chromium encodes
 * the same pixels to the same PNG, so an unchanged story needs no decoding
 * and pixel comparison (0.3–0.6 s per 1280×800 image in the test worker).
 */
function sameAsBaseline(image: Buffer, id: string): boolean {
  try {
    return !updating && readFileSync(path.join(SNAPSHOTS_DIR, `${id}.png`)).equals(image);
  } catch {
    return false;
  }
}

/** Story parameter `visual`: `{ disable: true }` skips the screenshot, `viewport` sets the page size. */
interface VisualParameters {
  disable?: boolean;
  viewport?: { width: number; height: number };
}

/** What postVisit needs to know of a story: its `visual` parameter, and whether it fixes its own language. */
interface StoryFacts {
  visual: VisualParameters;
  ownLanguage: boolean;
}

/**
 * Each story's facts, read in preVisit for postVisit. The runner's
 * getStoryContext would copy the whole story to the test worker (its
 * parameters carry the docs' source code and every argType) for the little
 * both hooks need; the preview's store gives just that, loading the story
 * as getStoryContext does.
 */
const factsOf = new Map<string, StoryFacts>();

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { storyStore: { loadStory(options: { storyId: string }): Promise<{ parameters: Record<string, unknown>; storyGlobals: Record<string, unknown> }> } };
}

function storyFacts(page: Page, storyId: string): Promise<StoryFacts> {
  return page.evaluate(async (id) => {
    const story = await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId: id });
    return { visual: (story.parameters.visual ?? {}) as VisualParameters, ownLanguage: 'locale' in (story.storyGlobals ?? {}) };
  }, storyId);
}

/** The sections already shown in the pseudo-locale by this worker: each once, on its first story. */
const shownInPseudo = new Set<string>();

/**
 * The test matrix's `pseudoLocale` row: a section's first story (unless it
 * fixes its own language), once it has played and been pictured, shown
 * again at phone width in the pseudo-locale through the language toolbar's global; every
 * word must carry its marks (or be a fact in no language) and nothing may
 * be cut off or stick out. Then the toolbar's language comes back.
 */
async function pseudoLocalePass(page: Page, context: { id: string; title: string }, facts: StoryFacts): Promise<void> {
  if (!context.title.startsWith('Sections/') || facts.ownLanguage || shownInPseudo.has(context.title)) return;
  shownInPseudo.add(context.title);
  // On a phone, where a longer word breaks a line first.
  const size = page.viewportSize();
  await page.setViewportSize(PSEUDO_VIEWPORT);
  await showIn(page, PSEUDO, context.id);
  try {
    const found = await page.evaluate(
      (name) => (window as unknown as Record<string, (root: Element | null) => { unmarked: string[]; overflowing: string[] }>)[name]!(document.querySelector('#storybook-root')),
      PSEUDO_FINDINGS,
    );
    const findings = [
      ...found.unmarked.map((word) => `«${word}» has no marks: written into a component or the story, or left in German`),
      ...found.overflowing.map((finding) => `${finding}: a longer language will not fit`),
    ];
    if (findings.length > 0) throw new Error(`${context.id} in the pseudo-locale:\n  ${findings.join('\n  ')}`);
  } finally {
    await showIn(page, defaultLocale, context.id);
    if (size) await page.setViewportSize(size);
  }
}

/**
 * Shows the current story in `locale` through the toolbar's global, as a
 * reviewer's click does, and waits until the preview says it has rendered
 * again (limited, and named).
 */
function showIn(page: Page, locale: string, id: string): Promise<void> {
  return page.evaluate(
    ({ value, storyId, limit }) =>
      new Promise<void>((resolve, reject) => {
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { once(type: string, listener: () => void): void; emit(type: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`${storyId} did not render in ${value} within ${limit / 1000} s`)), limit);
        channel.once('storyRendered', () => {
          clearTimeout(timer);
          requestAnimationFrame(() => resolve());
        });
        channel.emit('updateGlobals', { globals: { locale: value } });
      }),
    { value: locale, storyId: id, limit: 20_000 },
  );
}

/** Adds the pixel comparison to `expect`; loaded only for a screenshot that fails the worker's check below, which most never do. */
let imageMatcher: Promise<void> | undefined;
const loadImageMatcher = () =>
  (imageMatcher ??= import('jest-image-snapshot').then(({ toMatchImageSnapshot }) => {
    expect.extend({ toMatchImageSnapshot });
  }));

/**
 * The two checks every picture must pass, in jest-image-snapshot's terms.
 * Colour: per-pixel threshold 0, at most 0.01 % of pixels (its «percent»
 * is a fraction), so a one-step change of a token colour fails. pixelmatch
 * skips what it takes for anti-aliasing here, which keeps Chromium's own
 * one-level wobble on a rounded corner out. Shapes: thin strokes (an icon,
 * a short word) read as anti-aliasing to the check above, and a new 16 px
 * icon in the header passed it. Every pixel counts here, and only a clear
 * difference (threshold 0.1, about a tenth of the brightness range): the
 * wobble stays under it.
 */
const PICTURE_CHECKS = [
  { customDiffConfig: { threshold: 0 }, failureThreshold: 0.0001, failureThresholdType: 'percent' },
  { customDiffConfig: { threshold: 0.1, includeAA: true }, failureThreshold: 10, failureThresholdType: 'pixel' },
] as const;

/**
 * A Node thread that runs PICTURE_CHECKS on a picture that is not byte for
 * byte its baseline (.storybook/pictureCheckWorker.mjs): one per test
 * worker, started on the first such picture, never holding the worker open.
 */
let pictureChecker: { worker: Worker; waiting: Map<number, (pass: boolean) => void>; next: number } | undefined;
function passesPictureChecks(image: Buffer, id: string): Promise<boolean> {
  if (!pictureChecker) {
    const worker = new Worker(path.join(process.cwd(), '.storybook', 'pictureCheckWorker.mjs'));
    const waiting = new Map<number, (pass: boolean) => void>();
    worker.on('message', ({ key, pass }: { key: number; pass: boolean }) => {
      waiting.get(key)?.(pass);
      waiting.delete(key);
    });
    // A thread that dies leaves every picture to jest-image-snapshot.
    worker.on('error', () => {
      for (const resolve of waiting.values()) resolve(false);
      waiting.clear();
      pictureChecker = undefined;
    });
    // After the listeners, which would hold it again.
    worker.unref();
    pictureChecker = { worker, waiting, next: 0 };
  }
  const checker = pictureChecker;
  const key = checker.next++;
  return new Promise((resolve) => {
    checker.waiting.set(key, resolve);
    checker.worker.postMessage({ key, image, baseline: path.join(SNAPSHOTS_DIR, `${id}.png`), checks: PICTURE_CHECKS });
  });
}

const config: TestRunnerConfig = {
  /** The runner's own preparation (open the preview), with a limit that holds on one core: see PREVIEW_LOAD_LIMIT. */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load', timeout: PREVIEW_LOAD_LIMIT });
  },
  async preVisit(page, context) {
    const facts = await storyFacts(page, context.id);
    factsOf.set(context.id, facts);
    // Resizing relays out the page that the next story renders into: only when the size changes.
    const size = facts.visual.viewport ?? DESKTOP;
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
  },
  async postVisit(page, context) {
    const facts = factsOf.get(context.id) ?? { visual: {}, ownLanguage: false };
    factsOf.delete(context.id);
    if (process.env.VISUAL_SNAPSHOTS !== 'off' && !facts.visual.disable) await comparePicture(page, context.id);
    await pseudoLocalePass(page, context, facts);
  },
};

/** The story's picture against its baseline, in colour and in shapes. */
async function comparePicture(page: Page, id: string): Promise<void> {
  // Self-hosted fonts and local images must be in before the picture is
  // taken: on a busy machine the header's logo was still loading. A lazy
  // image below the first screen loads only when scrolled to, which taking
  // the picture never does: not awaited.
  await page.evaluate(async () => {
    const started = (image: HTMLImageElement) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight;
    const loading = [...document.images].filter((image) => !image.complete && started(image));
    await Promise.all([document.fonts.ready, ...loading.map((image) => image.decode().catch(() => undefined))]);
  });
  const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  if (sameAsBaseline(image, id)) return;
  // Chromium's one-level wobble on a rounded corner makes some pictures differ by a few pixels from run to run.
  if (!updating && (await passesPictureChecks(image, id))) return;
  await loadImageMatcher();
  const compared = {
    customSnapshotsDir: SNAPSHOTS_DIR,
    customDiffDir: path.join(process.cwd(), '.test-output', 'visual-diff'),
    customSnapshotIdentifier: id,
    // In the worker: a child process per comparison costs a Node start each.
    runInProcess: true,
  };
  for (const check of PICTURE_CHECKS) expect(image).toMatchImageSnapshot({ ...compared, ...check });
}

export default config;
