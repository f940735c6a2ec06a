import { describe, expect, it } from 'vitest';
import { cohortSeatTotal, isValidParticipantCount } from './cohortSeats';

// The prices of spec §9, written out here so the arithmetic is tested on its own.
const prices = { firstSeat: 10000, furtherSeat: 5000, onsiteAddOn: 6900 };

describe('cohortSeatTotal', () => {
  it('charges one person the first seat only', () => {
    expect(cohortSeatTotal({ participants: 1, withOnsiteDay: false }, prices)).toEqual({
      firstSeat: 10000,
      furtherSeats: { count: 0, amount: 0 },
      onsiteAddOn: 0,
      total: 10000,
    });
  });

  it('gives the spec’s example: 6 participants cost CHF 35’000', () => {
    expect(cohortSeatTotal({ participants: 6, withOnsiteDay: false }, prices).total).toBe(35000);
  });

  it('adds the onsite day once, whatever the team size', () => {
    expect(cohortSeatTotal({ participants: 6, withOnsiteDay: true }, prices).total).toBe(41900);
    expect(cohortSeatTotal({ participants: 1, withOnsiteDay: true }, prices).total).toBe(16900);
  });

  it('keeps counting beyond any cohort size, since none is set', () => {
    expect(cohortSeatTotal({ participants: 12, withOnsiteDay: false }, prices)).toMatchObject({ furtherSeats: { count: 11, amount: 55000 }, total: 65000 });
  });

  it('refuses what is not a number of people', () => {
    for (const participants of [0, -1, 2.5, Number.NaN]) {
      expect(isValidParticipantCount(participants)).toBe(false);
      expect(() => cohortSeatTotal({ participants, withOnsiteDay: false }, prices)).toThrow(RangeError);
    }
  });
});
