import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '../design/themeChoice';

/**
 * The colour scheme's choices in the order the switch shows them, each with
 * its icon, in every language. Named here, in content, the icons keep their
 * prerendered drawings in the browser instead of loading them
 * (scripts/build/contentIcons.mjs): the switch is on every page.
 */
export const themeChoiceIcons = { system: Monitor, light: Sun, dark: Moon } as const satisfies Readonly<Record<ThemeChoice, LucideIcon>>;
