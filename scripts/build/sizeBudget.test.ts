import { describe, expect, it } from 'vitest';
import { ARRIVAL_BUDGET_KB, checkSizeBudget, HEADER_BYTES_PER_FILE, ROUTE_BUDGET_KB } from './sizeBudget.mjs';

/** A route that runs `bootKb` in `bootFileCount` files on arrival and loads `islandKb` in `islandFileCount` more for its islands. */
const route = (path: string, bootKb: number, bootFileCount: number, islandKb = 0, islandFileCount = 0) => {
  const bootFiles = Array.from({ length: bootFileCount }, (_, index) => `assets/boot${index}.js`);
  const islandFiles = Array.from({ length: islandFileCount }, (_, index) => `assets/island${index}.js`);
  return { path, bootFiles, islandFiles, files: [...bootFiles, ...islandFiles], bootBytes: bootKb * 1000, islandBytes: islandKb * 1000, bytes: (bootKb + islandKb) * 1000 };
};

describe('the size budget of the build', () => {
  it('passes routes within it and says how close the heaviest comes', () => {
    const summary = checkSizeBudget([route('/de', 9, 1), route('/de/pricing', 9, 1, 90, 4)]);
    expect(summary).toContain(`on arrival ${(9 + HEADER_BYTES_PER_FILE / 1000).toFixed(1)} of ${ARRIVAL_BUDGET_KB} kB`);
    expect(summary).toContain(`1 of 2 routes have islands, the heaviest ${(99 + (5 * HEADER_BYTES_PER_FILE) / 1000).toFixed(1)} of ${ROUTE_BUDGET_KB} kB`);
  });

  it('holds every route to the arrival budget, the boot script with its headers', () => {
    expect(() => checkSizeBudget([route('/de/about', ARRIVAL_BUDGET_KB, 1)])).toThrow(/\/de\/about: 30\.5 kB on arrival \(1 files with their headers\)/);
  });

  it('counts each file its response headers: a route within the bytes but over with its files fails, named', () => {
    // 117 kB in 6 files passes; the same bytes in 8 files is over 120 kB on the wire.
    expect(() => checkSizeBudget([route('/de/faq', 10, 1, 107, 5)])).not.toThrow();
    expect(() => checkSizeBudget([route('/de/faq', 10, 1, 107, 7)])).toThrow(/\/de\/faq: 120\.9 kB in all \(8 files with their headers\)/);
  });
});
