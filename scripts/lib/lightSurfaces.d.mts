// Types for lightSurfaces.mjs, which runs in the page as it is.
export function findLightSurfaces(options: { allowed: ReadonlyArray<string>; minArea?: number }): string[];
