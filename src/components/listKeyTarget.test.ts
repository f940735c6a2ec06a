import { describe, expect, it } from 'vitest';
import { listKeyTarget } from './listKeyTarget';

describe('listKeyTarget', () => {
  it('steps with the arrows of the direction and wraps at both ends', () => {
    expect(listKeyTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(listKeyTarget('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(listKeyTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(listKeyTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(listKeyTarget('ArrowLeft', 1, 3, 'horizontal')).toBe(0);
  });

  it('jumps with Home and End, and ignores the other direction and other keys', () => {
    expect(listKeyTarget('Home', 2, 3, 'horizontal')).toBe(0);
    expect(listKeyTarget('End', 0, 3, 'vertical')).toBe(2);
    expect(listKeyTarget('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(listKeyTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(listKeyTarget('Enter', 0, 3, 'vertical')).toBeNull();
  });
});
