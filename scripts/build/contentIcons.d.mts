// Types for contentIcons.mjs, which the build runs as it is.
import type { Plugin } from 'vite';

export function replaceIconImports(code: string, moduleKey: string): { code: string; icons: string[] } | null;
export const contentIcons: Plugin;
