import { createGlobalStyle, css } from 'styled-components';

/**
 * Inter is not preloaded (it would compete with the first paint) and swaps
 * in when it arrives. Until then text is set in Arial (Liberation Sans on
 * Linux) scaled, per weight the site uses, to Inter's width on this site's
 * own text (Inter is 6.1 % wider at 400, 7.3 % at 500, 0.8 % at 600 against
 * Arial Bold, 2.6 % at 700), with Inter's ascent and descent, so the swap
 * moves nothing.
 */
const fallbackFace = (weights: string, local: string, sizeAdjust: number) => `
  @font-face {
    font-family: 'Inter Fallback';
    src: ${local};
    font-weight: ${weights};
    size-adjust: ${(sizeAdjust * 100).toFixed(1)}%;
    ascent-override: ${((0.96875 / sizeAdjust) * 100).toFixed(1)}%;
    descent-override: ${((0.2412 / sizeAdjust) * 100).toFixed(1)}%;
    line-gap-override: 0%;
  }
`;
const regular = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')";
const bold = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')";
const interFallbackFaces = [
  fallbackFace('100 449', regular, 1.066),
  fallbackFace('450 549', regular, 1.073),
  fallbackFace('550 649', bold, 1.008),
  fallbackFace('650 900', bold, 1.026),
].join('');

/**
 * What a reduced-motion preference does to every page: transitions and
 * animations end at once, scrolling jumps. Exported so the Storybook's
 * reduced-motion toggle applies the very same rules.
 */
export const reducedMotionRules = css`
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
`;

/** Reset, base typography, the visible focus ring and what printing leaves out, all from the tokens. */
export const GlobalStyle = createGlobalStyle`
  ${interFallbackFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.paper};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; text-underline-offset: 0.18em; }
  :focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  /* On paper only the page's text: the site shell and controls mark themselves data-print="hidden". */
  @media print {
    [data-print='hidden'] { display: none !important; }
  }
  @media (prefers-reduced-motion: reduce) {
    ${reducedMotionRules}
  }
`;
