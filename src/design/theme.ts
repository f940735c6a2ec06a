import { tokens, breakpoints, type Tokens } from './tokens';

/** The styled-components theme is the token object itself. */
export const theme: Tokens = tokens;

/**
 * `${media.md} { … }`: the one way to write a width media query, from the
 * breakpoint tokens (lint refuses a hand-written one outside `src/design/`).
 * `belowSm` and `screenBelowMd` are the two places a layout changes only
 * under a breakpoint (a table that turns into cards on screen, not in print);
 * `belowXl` is where the header's mobile menu opens (its button is hidden
 * from `xl` up).
 */
export const media = {
  sm: `@media (min-width:${breakpoints.sm}px)`,
  md: `@media (min-width:${breakpoints.md}px)`,
  lg: `@media (min-width:${breakpoints.lg}px)`,
  xl: `@media (min-width:${breakpoints.xl}px)`,
  belowSm: `@media (max-width:${breakpoints.sm - 1}px)`,
  screenBelowMd: `@media screen and (max-width:${breakpoints.md - 1}px)`,
  belowXl: `@media (max-width:${breakpoints.xl - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
