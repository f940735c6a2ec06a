// Types for schedulerSlices.mjs, which the build imports as it is.
export const SLICE_MS: number;
export function withShorterSlices(code: string): string;
export const schedulerSlices: { name: string; transform(code: string, id: string): { code: string; map: null } | null };
