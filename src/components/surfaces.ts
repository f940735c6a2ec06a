import { css } from 'styled-components';
import type { ColorName } from '../design/tokens';
import { theme } from '../design/theme';

/**
 * The system's surfaces: the corners, ground and edge of a framed part,
 * from the tokens. A section names what its part is (a card, a tile, a
 * chip, a code sample, a round mark) and keeps only what is its own
 * (padding, layout); lint counts the corners a section writes by hand.
 */
export interface SurfaceOptions {
  /** The colour role behind the content; none leaves the band's own showing through. */
  ground?: ColorName;
  /** `line`: a hairline (default); `strong`: a 2 px ink frame that draws the eye; `none`: no border. */
  edge?: 'line' | 'strong' | 'none';
}

const edges = {
  line: `${theme.borderWidths.thin} solid ${theme.colors.line}`,
  strong: `${theme.borderWidths.thick} solid ${theme.colors.ink}`,
} as const;

const surface =
  (corners: keyof typeof theme.radii) =>
  ({ ground, edge = 'line' }: SurfaceOptions = {}) => css`
    border-radius: ${theme.radii[corners]};
    ${ground && `background: ${theme.colors[ground]};`}
    ${edge !== 'none' && `border: ${edges[edge]};`}
  `;

/** A card: a self-contained block of a section (a plan, a benefit, a panel, a quote). */
export const cardSurface = surface('lg');
/** A tile: a smaller framed thing inside a card or a row (a logo plate, a photo, a result line, a step). */
export const tileSurface = surface('md');
/** A control's corners: a link or button drawn by a section (pagination, a text button, a select). */
export const controlSurface = surface('md');
/** A chip: a short label or tag, fully rounded. */
export const chipSurface = surface('pill');
/** Code in running text: a tint with small corners. */
export const inlineCodeSurface = surface('sm');
/** A round mark: a number, a tick or a dot, as tall as it is wide. */
export const roundMark = css`
  border-radius: 50%;
`;
