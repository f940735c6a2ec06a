import { brandFaceScript } from './brandFaceScript.ts';
import { themeScript } from './theme/themeScript.ts';
import { viewTransitionScript } from './viewTransitionScript.ts';

/**
 * The inline scripts of every page's head, in order (vite.config.ts writes
 * them after the font faces and the theme's colours). The CSP allows
 * exactly these texts by their hashes (hosting.ts), not inline scripts at large.
 */
export const headScripts = [themeScript, brandFaceScript, viewTransitionScript] as const;
