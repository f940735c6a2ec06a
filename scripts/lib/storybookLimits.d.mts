// Types for storybookLimits.mjs, which the Node scripts import as it is.
export const PREVIEW_LOAD_LIMIT: number;
