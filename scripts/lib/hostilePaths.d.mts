// Types for hostilePaths.mjs, which the Node scripts import as it is.
export const hostilePaths: ReadonlyArray<string>;
