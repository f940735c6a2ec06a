// Types for chromium.mjs, which the Node scripts import as it is.
export const chromiumPath: string;
export const quietArgs: string[];
export const storybookArgs: string[];
export function findChromium(): { path: string; version: string } | undefined;
export function ensureChromium(log?: (line: string) => void): { browser?: { path: string; version: string }; error?: string };
export function aptInstall(packages: string[]): boolean;
export function canInstallPackages(): boolean;
