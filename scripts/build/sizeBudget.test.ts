import { describe, expect, it } from 'vitest';
import { APP_BUDGET_KB, checkSizeBudget, HEADER_BYTES_PER_FILE, INPUT_ROUTE_BUDGET_KB, PAGE_BUDGET_KB, ROUTE_BUDGET_KB } from './sizeBudget.mjs';

const route = (path: string, appKb: number, pageKb: number, files: number) => ({
  path,
  files: Array.from({ length: files }, (_, index) => `assets/${index}.js`),
  appBytes: appKb * 1000,
  pageBytes: pageKb * 1000,
  bytes: (appKb + pageKb) * 1000,
});

describe('the size budget of the build', () => {
  it('passes routes within it and says how close the heaviest comes', () => {
    expect(checkSizeBudget([route('/de', 99, 12, 10), route('/de/faq', 99, 5, 6)])).toContain(`heaviest route when its app starts ${(111 + (10 * HEADER_BYTES_PER_FILE) / 1000).toFixed(1)} of ${ROUTE_BUDGET_KB} kB`);
  });

  it('counts each file its response headers: a route within the bytes but over with its files fails, named', () => {
    // 117 kB in 8 files passes; the same bytes in 14 files is over 120 kB on the wire.
    expect(() => checkSizeBudget([route('/de', 100, 14, 8)])).not.toThrow();
    expect(() => checkSizeBudget([route('/de', 100, 14, 14)])).toThrow(/\/de: 120\.9 kB when its app starts \(14 files with their headers\)/);
  });

  it('fails an app or a page over its own budget', () => {
    expect(() => checkSizeBudget([route('/de', APP_BUDGET_KB + 1, 1, 4)])).toThrow(/the app: /);
    expect(() => checkSizeBudget([route('/de/academy', 90, PAGE_BUDGET_KB + 1, 6)])).toThrow(/\/de\/academy: its own chunks/);
  });

  it('holds a route that starts on input to the boot script before the first input, and to the route budget once it starts', () => {
    const onInput = { ...route('/de/about', 100, 14, 8), startsOnInput: true, entryBytes: 2000 };
    expect(checkSizeBudget([onInput, route('/de/faq', 99, 5, 6)])).toContain(`before the first input ${((2000 + HEADER_BYTES_PER_FILE) / 1000).toFixed(1)} of ${INPUT_ROUTE_BUDGET_KB} kB (1 of 2 routes)`);
    expect(() => checkSizeBudget([{ ...onInput, entryBytes: INPUT_ROUTE_BUDGET_KB * 1000 }])).toThrow(/\/de\/about: .* kB before the first input/);
    // What loads on the input has the budgets of a route that starts at once.
    // 116 kB in 14 files, less the boot script loaded before: 120.4 kB in 13 files.
    expect(() => checkSizeBudget([{ ...onInput, ...route('/de/about', 101, 15, 14) }])).toThrow(/\/de\/about: 120\.4 kB when its app starts \(13 files with their headers\)/);
    expect(() => checkSizeBudget([{ ...onInput, appBytes: (APP_BUDGET_KB + 1) * 1000 }])).toThrow(/the app: /);
  });
});
