// A story's picture against its baseline, off the test worker: decoding two
// PNGs and two pixelmatch passes took 1–3 s in the Jest worker's realm on a
// busy core, against 0.2–0.4 s in a plain Node process (measured on
// AuthForm's stories, decision record 004). The test runner
// (.storybook/test-runner.ts) posts { key, image, baseline, checks } and
// gets back { key, pass }; only a picture that fails here is compared again
// by jest-image-snapshot, which writes the diff and reports it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

// The PNG decoder and pixelmatch that jest-image-snapshot itself uses, so a
// pass here is a pass there.
const fromMatcher = createRequire(createRequire(import.meta.url).resolve('jest-image-snapshot'));
const { PNG } = fromMatcher('pngjs');
const pixelmatch = fromMatcher('pixelmatch');

/** jest-image-snapshot's verdict for one check: at most `failureThreshold` pixels, or that fraction of them. */
function passes(differing, total, check) {
  return check.failureThresholdType === 'pixel' ? differing <= check.failureThreshold : differing / total <= check.failureThreshold;
}

parentPort.on('message', ({ key, image, baseline, checks }) => {
  let pass = false;
  try {
    const received = PNG.sync.read(Buffer.from(image));
    const expected = PNG.sync.read(readFileSync(baseline));
    const { width, height } = received;
    if (width === expected.width && height === expected.height) {
      pass = checks.every((check) => passes(pixelmatch(received.data, expected.data, null, width, height, { threshold: 0.01, ...check.customDiffConfig }), width * height, check));
    }
  } catch {
    // No baseline yet, or one that does not decode: jest-image-snapshot says which.
  }
  parentPort.postMessage({ key, pass });
});
