/**
 * What a company pays for its seats in the cohort programme: the first
 * person at the full price, every further person of the same company at the
 * reduced one, plus the optional onsite day. Travel and venue of the onsite
 * day are billed separately and are not part of the total.
 */
export interface SeatPrices {
  firstSeat: number;
  furtherSeat: number;
  onsiteAddOn: number;
}

export interface SeatSelection {
  /** Number of participants from the same company, at least one. */
  participants: number;
  withOnsiteDay: boolean;
}

export interface SeatTotal {
  firstSeat: number;
  /** How many further seats, and what they cost together. */
  furtherSeats: { count: number; amount: number };
  onsiteAddOn: number;
  /** Everything above, excl. VAT, travel and venue. */
  total: number;
}

/** Whole participants only; the spec names no maximum, so none is enforced here. */
export function isValidParticipantCount(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}

export function cohortSeatTotal({ participants, withOnsiteDay }: SeatSelection, prices: SeatPrices): SeatTotal {
  if (!isValidParticipantCount(participants)) throw new RangeError(`Not a number of participants: ${participants}`);
  const count = participants - 1;
  const furtherAmount = count * prices.furtherSeat;
  const onsiteAddOn = withOnsiteDay ? prices.onsiteAddOn : 0;
  return {
    firstSeat: prices.firstSeat,
    furtherSeats: { count, amount: furtherAmount },
    onsiteAddOn,
    total: prices.firstSeat + furtherAmount + onsiteAddOn,
  };
}
