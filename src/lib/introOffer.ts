/**
 * Dated prices: whether an introductory offer runs on a given day, and the
 * plan as it is shown on that day. Pure functions of their arguments; the
 * site passes the day of the build (`buildDate()`), stories and tests pass
 * any day they like.
 */

/** A calendar day written YYYY-MM-DD, e.g. `2025-06-30`. */
export type IsoDate = string;

/**
 * A price for new customers that holds for bookings up to a given day. While
 * it runs, the plan shows it with the regular price struck through.
 */
export interface IntroOffer {
  /** The plan it lowers. */
  planId: string;
  /** The monthly price in CHF during the offer. */
  price: number;
  /** The last day (Zürich, YYYY-MM-DD) on which a booking gets the price. */
  bookableUntil: IsoDate;
  /** How many billing months the price holds once booked. */
  guaranteedMonths: number;
  /** Replaces the plan's button text while the offer runs. */
  buttonText: string;
  /** Shown under the price while the offer runs. */
  savingsNote: string;
  /** The conditions in one sentence, under the plans. */
  terms: string;
}

/** The parts of a plan an offer changes. */
export interface OfferablePlan {
  id: string;
  price: number | null;
  oldPrice: number | null;
  savingsNote: string | null;
  buttonText: string;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function assertIsoDate(day: IsoDate): void {
  if (!ISO_DATE.test(day)) throw new RangeError(`Not a day in the form YYYY-MM-DD: ${day}`);
}

/** True up to and including the offer's last bookable day. */
export function isOfferRunning(offer: Pick<IntroOffer, 'bookableUntil'>, today: IsoDate): boolean {
  assertIsoDate(today);
  assertIsoDate(offer.bookableUntil);
  // Days written YYYY-MM-DD sort like the calendar.
  return today <= offer.bookableUntil;
}

/**
 * The plan as shown on `today`: while the offer runs, the offer price with
 * the regular price struck through, the savings note and the offer's button
 * text; otherwise, or for another plan, the plan unchanged.
 */
export function applyIntroOffer<Plan extends OfferablePlan>(plan: Plan, offer: IntroOffer, today: IsoDate): Plan {
  if (plan.id !== offer.planId || !isOfferRunning(offer, today)) return plan;
  return {
    ...plan,
    price: offer.price,
    oldPrice: plan.price,
    savingsNote: offer.savingsNote,
    buttonText: offer.buttonText,
  };
}

/** The offer if it runs on `today`, otherwise null: for content shown only while it runs. */
export function runningOffer<Offer extends IntroOffer>(offer: Offer, today: IsoDate): Offer | null {
  return isOfferRunning(offer, today) ? offer : null;
}

/** Leaves out the entries marked `whileIntroOfferRuns` once the offer has ended. */
export function withoutEndedOffer<Item extends { whileIntroOfferRuns?: boolean }>(
  items: ReadonlyArray<Item>,
  offerRunning: boolean,
): ReadonlyArray<Item> {
  return offerRunning ? items : items.filter((item) => !item.whileIntroOfferRuns);
}
