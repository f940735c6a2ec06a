import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asModule, REACT_DOM_CLIENT } from './reactDomAsModule.mjs';

const source = readFileSync(REACT_DOM_CLIENT, 'utf8');

describe("React DOM's client as an ES module", () => {
  it('turns its requires into imports and its exports into exported constants, nothing else', () => {
    const module = asModule(source);
    expect(module).toContain('import * as React from "react";');
    expect(module).not.toMatch(/\brequire\(/);
    expect([...module.matchAll(/^export const (\w+) = /gm)].map((match) => match[1])).toEqual(['createRoot', 'hydrateRoot', 'version']);
    expect(module.length - source.length).toBeLessThan(100);
  });

  it('fails the build when a React release changes the shape it expects', () => {
    expect(() => asModule(source.replace('require("scheduler")', 'require("scheduler/index")'))).toThrow(/no longer starts with the three requires/);
    expect(() => asModule(`${source}\nmodule.exports.extra = 1;`)).toThrow(/beyond its three exports/);
  });
});
