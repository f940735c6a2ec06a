// Types for samples.mjs, which `npm run samples` runs as it is.
export function contentSources(root?: string): Array<{ path: string; text: string }>;
