import { describe, expect, it } from 'vitest';
import { descriptionBand, scoreColour, titleBand } from './metaBands';

describe('titleBand', () => {
  it('is too short under 40, short from 40 to 49, optimal from 50 to 60, too long over 60', () => {
    expect(titleBand(0)).toBe('tooShort');
    expect(titleBand(39)).toBe('tooShort');
    expect(titleBand(40)).toBe('short');
    expect(titleBand(49)).toBe('short');
    expect(titleBand(50)).toBe('optimal');
    expect(titleBand(60)).toBe('optimal');
    expect(titleBand(61)).toBe('tooLong');
  });
});

describe('descriptionBand', () => {
  it('is optimal from 120 to 160 and flagged outside', () => {
    expect(descriptionBand(119)).toBe('tooShort');
    expect(descriptionBand(120)).toBe('optimal');
    expect(descriptionBand(160)).toBe('optimal');
    expect(descriptionBand(161)).toBe('tooLong');
  });
});

describe('scoreColour', () => {
  it('is green from 90, amber from 70, red below', () => {
    expect(scoreColour(100)).toBe('green');
    expect(scoreColour(90)).toBe('green');
    expect(scoreColour(89)).toBe('amber');
    expect(scoreColour(70)).toBe('amber');
    expect(scoreColour(69)).toBe('red');
    expect(scoreColour(0)).toBe('red');
  });
});
