import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const DESKTOP = { width: 1280, height: 800 };

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
    // Per-pixel threshold 0 with 0.01 % of pixels allowed (jest-image-snapshot's «percent» is a fraction: 0.0001): steady under load, yet catches a moved arrow or one changed word.
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: path.join(process.cwd(), 'stories', '__visual__'),
      customDiffDir: path.join(process.cwd(), '.test-output', 'visual-diff'),
      customSnapshotIdentifier: context.id,
      customDiffConfig: { threshold: 0 },
      failureThreshold: 0.0001,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
