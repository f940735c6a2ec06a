import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SLICE_MS, schedulerSlices, withShorterSlices } from './schedulerSlices.mjs';

const schedulerFile = createRequire(import.meta.url).resolve('scheduler/cjs/scheduler.production.js');
const installed = readFileSync(schedulerFile, 'utf8');

describe("the browser bundle's scheduler", () => {
  it('yields every 2 ms in the installed scheduler version', () => {
    expect(SLICE_MS).toBe(2);
    const code = withShorterSlices(installed);
    expect(code).toContain('frameInterval = 2,');
    expect(code).not.toContain('frameInterval = 5,');
    // Only the one constant changes.
    expect(code.length).toBe(installed.length);
  });

  it('fails the build when an update renames or moves the constant', () => {
    expect(() => withShorterSlices(installed.replace('frameInterval = 5,', 'frameYieldMs = 5,'))).toThrow(/no longer declares/);
  });

  it('touches the production scheduler only', () => {
    expect(schedulerSlices.transform(installed, schedulerFile)?.code).toContain('frameInterval = 2,');
    expect(schedulerSlices.transform(installed, schedulerFile.replace('scheduler.production.js', 'scheduler.development.js'))).toBeNull();
    expect(schedulerSlices.transform('export const a = 1;', '/work/src/stack.ts')).toBeNull();
  });
});
