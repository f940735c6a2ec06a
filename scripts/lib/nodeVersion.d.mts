// Types for nodeVersion.mjs, which the Node scripts import as it is.
export function meetsRequirement(version: string, minimum?: string): boolean;
export function checkNodeVersion(): void;
