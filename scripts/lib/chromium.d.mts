// Types for chromium.mjs, which the Node scripts import as it is.
export const chromiumPath: string;
export const quietArgs: string[];
export const storybookArgs: string[];
