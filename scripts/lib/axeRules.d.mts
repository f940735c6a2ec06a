// Types for axeRules.mjs, which the Node scripts import as it is.
export const axeRules: Record<string, { enabled: boolean }>;
