/**
 * The meta heuristics of the specification (§5): where a title or a
 * description length falls, and which colour a score shows.
 */

export const titleLimits = { tooShortBelow: 40, optimalFrom: 50, optimalTo: 60 } as const;
export const descriptionLimits = { optimalFrom: 120, optimalTo: 160 } as const;
export const scoreBands = { greenFrom: 90, amberFrom: 70 } as const;

/** `short` is 40–49: allowed, but below the optimal 50–60. */
export type TitleBand = 'tooShort' | 'short' | 'optimal' | 'tooLong';
export type DescriptionBand = 'tooShort' | 'optimal' | 'tooLong';
export type ScoreColour = 'green' | 'amber' | 'red';

/** Title: optimal 50–60 characters, too short under 40, too long over 60. */
export function titleBand(length: number): TitleBand {
  if (length < titleLimits.tooShortBelow) return 'tooShort';
  if (length > titleLimits.optimalTo) return 'tooLong';
  return length < titleLimits.optimalFrom ? 'short' : 'optimal';
}

/** Description: optimal 120–160 characters, flagged under 120 or over 160. */
export function descriptionBand(length: number): DescriptionBand {
  if (length < descriptionLimits.optimalFrom) return 'tooShort';
  return length > descriptionLimits.optimalTo ? 'tooLong' : 'optimal';
}

/** Green at 90 and above, amber at 70 and above, otherwise red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= scoreBands.greenFrom) return 'green';
  return score >= scoreBands.amberFrom ? 'amber' : 'red';
}
