// Types for browsers.mjs, which the Node scripts import as it is.
import type { Browser } from 'puppeteer-core';

export type EngineName = 'chromium' | 'firefox' | 'webkit' | 'java' | 'nginx';
export interface FoundEngine {
  path: string;
  version: string;
}
export const engines: Record<EngineName, { label: string; variable: string; names: string[]; directories?: string[]; packages: string[] }>;
export const NGINX_JS_MODULE: string;
export const chromiumPath: string;
export const quietArgs: string[];
export const storybookArgs: string[];
export function miniBrowserPath(): string | undefined;
export function findEngine(name: EngineName): FoundEngine | undefined;
export function ensureEngines(names: EngineName[], log?: (line: string) => void): { found: Partial<Record<EngineName, FoundEngine>>; error?: string };
export function startWebKitDriver(port: number): Promise<{ url: string; capabilities: Record<string, unknown>; stop: () => void }>;
export function launchFirefox(): Promise<Browser>;
export function pinnedFontsEnv(): Promise<{ FONTCONFIG_FILE: string }>;
