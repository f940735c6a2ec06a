import { css } from 'styled-components';
import { theme } from '../design/theme';

/** The colour under what comes next, set by each band and card that has its own (Section, a table's frame): what a scroll hint's covers take. */
export const BACKDROP = '--backdrop';

/**
 * A box that scrolls sideways shows that it does: a shade at each edge
 * where more lies beyond, gone at the end it reaches. Two covers in the
 * box's own colour scroll with the content (`local`) and hide the shades
 * (`scroll`, fixed to the box) once an end is reached; no script. `cover`
 * is the colour under the box: by default the backdrop its band declares.
 */
export const scrollHint = (cover: string = `var(${BACKDROP}, ${theme.colors.paper})`, shade: string = `color-mix(in srgb, ${theme.colors.ink} 28%, transparent)`) => css`
  background:
    linear-gradient(to right, ${cover} 40%, transparent) left / ${theme.sizes.scrollCover} 100% no-repeat local,
    linear-gradient(to left, ${cover} 40%, transparent) right / ${theme.sizes.scrollCover} 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / ${theme.sizes.scrollShade} 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / ${theme.sizes.scrollShade} 100% no-repeat scroll;
  background-color: ${cover};
`;
