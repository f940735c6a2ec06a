import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { ThemeChoice } from '../design/themeChoice';

/**
 * Each colour scheme's icon, in every language. Named here, in content, the
 * icons are drawn into every prerendered page and the toggle's behaviour
 * (src/site/theme/themeToggle.ts) only shows the one in effect, by CSS:
 * no icon's code reaches the browser, though the toggle is on every page.
 */
export const themeChoiceIcons = { system: Monitor, light: Sun, dark: Moon } as const satisfies Readonly<Record<ThemeChoice, LucideIcon>>;
