import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '../design/themeChoice';

/**
 * Each colour scheme's icon, in every language. Named here, in content, the
 * icons keep their prerendered drawings in the browser instead of loading
 * them (scripts/build/contentIcons.mjs): the toggle is on every page.
 */
export const themeChoiceIcons = { system: Monitor, light: Sun, dark: Moon } as const satisfies Readonly<Record<ThemeChoice, LucideIcon>>;
