import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupComment, tokenComments } from './tokenComments';

const source = readFileSync('src/design/tokens.ts', 'utf8');

describe('tokenComments', () => {
  it('reads the comment beside each token of a group', () => {
    expect(tokenComments(source, 'lightPalette').accent).toBe('Swiss red as a fill: buttons, the featured card\'s border, markers.');
    expect(tokenComments(source, 'measure').text).toBe('Body text and section intros.');
    expect(tokenComments(source, 'sizes').field).toContain('Text fields');
  });

  it('reads the comment above a group', () => {
    expect(groupComment(source, 'breakpoints')).toBe('Min-width breakpoints in px.');
    expect(groupComment(source, 'durations')).toContain('300 ms');
  });
});
