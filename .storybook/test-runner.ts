import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = (story.parameters.visual ?? {}) as VisualParameters;
    await page.setViewportSize(visual.viewport ?? DESKTOP);
  },
  async postVisit(page, context) {
    if (process.env.VISUAL_SNAPSHOTS === 'off') return;
    const story = await getStoryContext(page, context);
    const visual = (story.parameters.visual ?? {}) as VisualParameters;
    if (visual.disable) return;
    // Self-hosted fonts must be in before the picture is taken.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (sameAsBaseline(image, context.id)) return;
    // Per-pixel threshold 0 with 0.01 % of pixels allowed (jest-image-snapshot's «percent» is a fraction: 0.0001): steady under load, yet catches a moved arrow or one changed word.
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOTS_DIR,
      customDiffDir: path.join(process.cwd(), '.test-output', 'visual-diff'),
      customSnapshotIdentifier: context.id,
      customDiffConfig: { threshold: 0 },
      failureThreshold: 0.0001,
      failureThresholdType: 'percent',
      // In the worker: a child process per comparison costs a Node start each.
      runInProcess: true,
    });
  },
};

export default config;
