import { tokens, breakpoints, type Tokens } from './tokens';

/** The styled-components theme is the token object itself. */
export const theme: Tokens = tokens;

/** `${media.md} { … }` — min-width media queries from the breakpoint tokens. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
