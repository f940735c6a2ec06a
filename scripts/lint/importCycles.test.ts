import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './importCycles.mjs';

describe('import cycles', () => {
  it('finds none under src/, type-only and dynamic imports included', () => {
    const root = path.resolve('src');
    expect(importCycles(importGraph(root)).map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([]);
  });

  it('finds a circle of any length, and only the modules in it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
