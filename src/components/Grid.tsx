import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '../design/theme';
import { isList, listReset } from './listStyles';

/** A step of the spacing scale (`theme.space`). */
export type SpaceStep = keyof typeof theme.space;
/** A gap: one step both ways, or `[row, column]`. */
export type GridGap = SpaceStep | readonly [SpaceStep, SpaceStep];
/** From the narrowest screen (`base`) up: a value holds until a wider breakpoint names another. */
export type Responsive<Value> = { base: Value } & Partial<Record<'sm' | 'md' | 'lg', Value>>;

export interface GridProps {
  /** The cells, usually `li` when the grid is a list. */
  children: ReactNode;
  /**
   * Equal columns by breakpoint, e.g. `{ base: 1, md: 2, lg: 3 }`: one under
   * the phone's width, more as the screen widens. Each column may shrink
   * below its content, so a long word wraps instead of widening the page.
   */
  columns: Responsive<number>;
  /** The space between cells in steps of the spacing scale, by breakpoint. */
  gap: Responsive<GridGap>;
  /**
   * `ul` or `ol` when the cells are a list (bullets and indent removed, the
   * list's semantics kept), `div` otherwise.
   */
  element?: 'div' | 'ul' | 'ol';
  /** How cells of unequal height sit in a row: `stretch` (default) makes cards of a row equally tall. */
  align?: 'stretch' | 'start';
  /** The id of the heading that names the group, when a list of cards has one. */
  'aria-labelledby'?: string;
  /** The group's name when no heading on the page names it. */
  'aria-label'?: string;
  /** For a styled(Grid) extension; no other styling from outside. */
  className?: string;
}

/** The breakpoints a responsive value may name above `base`, narrowest first. */
export const breakpointsUp = ['sm', 'md', 'lg'] as const;

const gapValue = (gap: GridGap) => (typeof gap === 'number' ? theme.space[gap] : `${theme.space[gap[0]]} ${theme.space[gap[1]]}`);
const track = (count: number) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`);

const Cells = styled.div<{ $columns: Responsive<number>; $gap: Responsive<GridGap>; $align: 'stretch' | 'start'; $list: boolean }>`
  display: grid;
  ${({ $list }) => $list && listReset}
  grid-template-columns: ${({ $columns }) => track($columns.base)};
  gap: ${({ $gap }) => gapValue($gap.base)};
  align-items: ${({ $align }) => $align};
  ${({ $columns, $gap }) =>
    breakpointsUp.map(
      (breakpoint) =>
        ($columns[breakpoint] !== undefined || $gap[breakpoint] !== undefined) &&
        css`
          ${media[breakpoint]} {
            ${$columns[breakpoint] !== undefined && `grid-template-columns: ${track($columns[breakpoint])};`}
            ${$gap[breakpoint] !== undefined && `gap: ${gapValue($gap[breakpoint])};`}
          }
        `,
    )}
`;

/**
 * The system's grid of equal columns: cards, tiles, a team, plans. The
 * columns and gaps come from the breakpoint and spacing tokens, so every
 * grid of the site changes at the same widths.
 */
export function Grid({ children, columns, gap, element = 'div', align = 'stretch', className, 'aria-labelledby': labelledBy, 'aria-label': label }: GridProps) {
  return (
    <Cells as={element} $columns={columns} $gap={gap} $align={align} $list={isList(element)} className={className} aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </Cells>
  );
}
