import { describe, expect, it } from 'vitest';
import { meetsRequirement } from './nodeVersion.mjs';

describe('the Node version check', () => {
  it('accepts the required version and anything newer', () => {
    expect(meetsRequirement('v20.19.0', '20.19')).toBe(true);
    expect(meetsRequirement('v20.20.2', '20.19')).toBe(true);
    expect(meetsRequirement('v22.1.0', '20.19')).toBe(true);
  });

  it('refuses an older minor or major version', () => {
    expect(meetsRequirement('v20.18.3', '20.19')).toBe(false);
    expect(meetsRequirement('v18.20.4', '20.19')).toBe(false);
  });

  it('reads the requirement from package.json', () => {
    expect(meetsRequirement(process.version)).toBe(true);
    expect(meetsRequirement('v16.0.0')).toBe(false);
  });
});
