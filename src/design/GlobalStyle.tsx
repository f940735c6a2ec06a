import { createGlobalStyle, css } from 'styled-components';
import { IMAGE_ATTRIBUTE } from '../lib/prerenderedDrawings';
import { theme } from './theme';
import { drawingTones } from './tokens';

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

/**
 * Reset, base typography, the visible focus ring and what printing leaves
 * out, all from the tokens. The colours' custom properties come with the
 * page itself (themeStyles.ts, put in index.html by vite.config.ts), so the
 * browser bundle carries no palette. The font faces are static stylesheets
 * (src/design/fonts): see interFallback.css for why.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Hidden means hidden, whatever display a component gives itself (a fallback image, a closed panel). */
  [hidden] { display: none !important; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.paper};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* Long German compounds hyphenate where the browser knows German, and break where they must: nothing scrolls sideways at 320 px (WCAG 1.4.10). */
    hyphens: auto;
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd { margin: 0; }
  /*
   * A heading's long compound breaks rather than widen its box past a narrow
   * screen; its lines are balanced, so no word stands alone on the last one.
   */
  h1, h2, h3, h4 { overflow-wrap: anywhere; text-wrap: balance; }
  img, svg { display: block; max-width: 100%; }
  /* An image keeps its shape as it narrows: an <img>, or a content drawing written into the page (ImageWithFallback). */
  img, svg[${IMAGE_ATTRIBUTE}] { height: auto; }
  /* The parts of a drawing that follow the theme (tokens.ts, drawingTones). */
  ${Object.entries(drawingTones.fill).map(([tone, role]) => `svg[${IMAGE_ATTRIBUTE}] [data-tone='${tone}'] { fill: ${theme.colors[role]}; }`).join('\n  ')}
  ${Object.entries(drawingTones.stroke).map(([tone, role]) => `svg[${IMAGE_ATTRIBUTE}] [data-stroke-tone='${tone}'] { stroke: ${theme.colors[role]}; }`).join('\n  ')}
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; text-underline-offset: 0.18em; }
  :focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.colors.focus};
    outline-offset: ${theme.focusRing.offset};
  }
  /*
   * Every page is a document of its own: following a link fades the old
   * page out and the new one in, which starts at its top (spec: a 300 ms
   * fade, then the top). Engines without cross-document view transitions
   * (Firefox ESR) load the next page plainly.
   */
  @view-transition { navigation: auto; }
  ::view-transition-group(root) { animation-duration: ${theme.durations.pageFade}ms; }
  /* On paper only the page's text: the site shell and controls mark themselves data-print="hidden". */
  @media print {
    [data-print='hidden'] { display: none !important; }
  }
  @media (prefers-reduced-motion: reduce) {
    ${reducedMotionRules}
    @view-transition { navigation: none; }
  }
`;
