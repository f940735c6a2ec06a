import { css } from 'styled-components';

/**
 * Hidden on screen, still read by screen readers: the usual 1 px clip.
 * Without `!important`, so a media query may reveal the element again.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Undoes `visuallyHidden` where the element shows after all (a breakpoint, a state). */
export const visuallyShown = css`
  position: static;
  width: auto;
  height: auto;
  margin: 0;
  overflow: visible;
  clip: auto;
  white-space: normal;
`;
