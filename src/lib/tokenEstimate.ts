/**
 * The arithmetic of the token estimator: how many tokens a month of texts
 * takes, and how that compares with a plan's monthly quota.
 */

export interface TokenTextKind {
  id: string;
  /** Tokens one text of this kind takes, roughly. */
  tokens: number;
}

/** empty: nothing entered; within: below the notice; nearQuota: from the notice up to the quota; overQuota: beyond it. */
export type QuotaLevel = 'empty' | 'within' | 'nearQuota' | 'overQuota';

export interface TokenEstimate {
  /** Tokens a month. */
  total: number;
  /** Share of the quota, 0.5 for half; may pass 1. */
  share: number;
  /** The share in per cent, one decimal, for display. */
  percent: number;
  level: QuotaLevel;
}

/** The share of the quota at which the customer gets a notice (80 %). */
export const QUOTA_NOTICE_SHARE = 0.8;

/** The most texts of one kind the estimator accepts, far beyond any team's month. */
export const MAX_COUNT = 100_000;

/** Whether a count field holds what it takes: nothing yet, or a whole number from 0 to `MAX_COUNT`. */
export function isCount(input: string): boolean {
  const trimmed = input.trim();
  return trimmed === '' || (/^\d+$/.test(trimmed) && Number(trimmed) <= MAX_COUNT);
}

/**
 * What a count field adds to the estimate: its whole number, or 0 while it
 * is empty or holds what it does not take (a fraction, a negative number,
 * more than `MAX_COUNT`), which the field then says; nothing is silently
 * cut or capped.
 */
export function parseCount(input: string): number {
  return isCount(input) && input.trim() !== '' ? Number(input.trim()) : 0;
}

/** Adds up `counts[kind.id] × kind.tokens` and sets the total against `quota`. */
export function estimateTokens(
  kinds: ReadonlyArray<TokenTextKind>,
  counts: Readonly<Record<string, number>>,
  quota: number,
): TokenEstimate {
  if (!(quota > 0)) throw new RangeError(`The quota must be positive: ${quota}`);
  const total = kinds.reduce((sum, kind) => sum + Math.max(0, Math.floor(counts[kind.id] ?? 0)) * kind.tokens, 0);
  const share = total / quota;
  const percent = Math.round(share * 1000) / 10;
  const level: QuotaLevel =
    total === 0 ? 'empty' : share > 1 ? 'overQuota' : share >= QUOTA_NOTICE_SHARE ? 'nearQuota' : 'within';
  return { total, share, percent, level };
}
