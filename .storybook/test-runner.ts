import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PREVIEW_LOAD_LIMIT } from '../scripts/lib/storybookLimits.mjs';

const DESKTOP = { width: 1280, height: 800 };
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

/**
 * Each story's `visual` parameter, read in preVisit for postVisit. The
 * runner's getStoryContext would copy the whole story to the test worker
 * (its parameters carry the docs' source code and every argType) for the
 * one parameter both hooks need; the preview's store gives just that,
 * loading the story as getStoryContext does.
 */
const visualOf = new Map<string, VisualParameters>();

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { storyStore: { loadStory(options: { storyId: string }): Promise<{ parameters: Record<string, unknown> }> } };
}

function visualParameters(page: Page, storyId: string): Promise<VisualParameters> {
  return page.evaluate(async (id) => {
    const story = await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId: id });
    return (story.parameters.visual ?? {}) as VisualParameters;
  }, storyId);
}

/** Adds the pixel comparison to `expect`; loaded only for a screenshot that differs from its baseline, which most never do. */
let imageMatcher: Promise<void> | undefined;
const loadImageMatcher = () =>
  (imageMatcher ??= import('jest-image-snapshot').then(({ toMatchImageSnapshot }) => {
    expect.extend({ toMatchImageSnapshot });
  }));

const config: TestRunnerConfig = {
  /** The runner's own preparation (open the preview), with a limit that holds on one core: see PREVIEW_LOAD_LIMIT. */
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load', timeout: PREVIEW_LOAD_LIMIT });
  },
  async preVisit(page, context) {
    const visual = await visualParameters(page, context.id);
    visualOf.set(context.id, visual);
    // Resizing relays out the page that the next story renders into: only when the size changes.
    const size = visual.viewport ?? DESKTOP;
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
  },
  async postVisit(page, context) {
    const visual = visualOf.get(context.id) ?? {};
    visualOf.delete(context.id);
    if (process.env.VISUAL_SNAPSHOTS === 'off' || visual.disable) return;
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
    if (sameAsBaseline(image, context.id)) return;
    await loadImageMatcher();
    const compared = {
      customSnapshotsDir: SNAPSHOTS_DIR,
      customDiffDir: path.join(process.cwd(), '.test-output', 'visual-diff'),
      customSnapshotIdentifier: context.id,
      // In the worker: a child process per comparison costs a Node start each.
      runInProcess: true,
    };
    // Colour: per-pixel threshold 0, at most 0.01 % of pixels (jest-image-snapshot's «percent» is a
    // fraction), so a one-step change of a token colour fails. pixelmatch skips what it takes for
    // anti-aliasing here, which keeps Chromium's own one-level wobble on a rounded corner out.
    expect(image).toMatchImageSnapshot({ ...compared, customDiffConfig: { threshold: 0 }, failureThreshold: 0.0001, failureThresholdType: 'percent' });
    // Shapes: thin strokes (an icon, a short word) read as anti-aliasing to the check above, and a new
    // 16 px icon in the header passed it. Every pixel counts here, and only a clear difference
    // (threshold 0.1, about a tenth of the brightness range): the wobble stays under it.
    expect(image).toMatchImageSnapshot({ ...compared, customDiffConfig: { threshold: 0.1, includeAA: true }, failureThreshold: 10, failureThresholdType: 'pixel' });
  },
};

export default config;
