import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../design/theme';
import type { GridGap } from './Grid';
import { isList, listReset } from './listStyles';

const alignments = { start: 'flex-start', center: 'center', baseline: 'baseline', end: 'flex-end' } as const;
const justifications = { start: 'flex-start', between: 'space-between' } as const;

export interface ClusterProps {
  /** The items, side by side. */
  children: ReactNode;
  /** The space between items in steps of the spacing scale: one step, or `[row, column]` for the lines a wrap makes. */
  gap: GridGap;
  /** Where items of unequal height sit on their line: `center` (an icon beside a title), `baseline` (a price beside its unit), `start`, `end`; unset, they stretch. */
  align?: keyof typeof alignments;
  /** `between` pushes the first and last item to the ends of the line (a title and its badge). */
  justify?: keyof typeof justifications;
  /** `false` keeps the items on one line; by default they wrap onto the next when the line is full; `reverse` wraps the first items below the last (a side note that goes on top on a phone). */
  wrap?: boolean | 'reverse';
  /** `ul` or `ol` when the items are a list (bullets and indent removed, semantics kept); `p` when they are the parts of one sentence (a price and its unit). */
  element?: 'div' | 'ul' | 'ol' | 'p';
  /** The group's role, e.g. `group` for related buttons with a name. */
  role?: 'group';
  /** The group's name when a role or list needs one. */
  'aria-label'?: string;
  /** The id of the heading that names the group. */
  'aria-labelledby'?: string;
  /** `polite` when the items are figures that change as the visitor types, so a screen reader reads the new ones. */
  'aria-live'?: 'polite';
  /** For a styled(Cluster) extension; no other styling from outside. */
  className?: string;
}

const Row = styled.div<{ $gap: GridGap; $align?: keyof typeof alignments; $justify?: keyof typeof justifications; $wrap: boolean | 'reverse'; $list: boolean }>`
  display: flex;
  ${({ $wrap }) => $wrap && `flex-wrap: ${$wrap === 'reverse' ? 'wrap-reverse' : 'wrap'};`}
  ${({ $list }) => $list && listReset}
  ${({ $align }) => $align && `align-items: ${alignments[$align]};`}
  ${({ $justify }) => $justify && `justify-content: ${justifications[$justify]};`}
  gap: ${({ $gap }) => (typeof $gap === 'number' ? theme.space[$gap] : `${theme.space[$gap[0]]} ${theme.space[$gap[1]]}`)};
`;

/**
 * Items side by side that wrap onto the next line when the line is full:
 * buttons, tags, filters, a title with its badge, a price with its unit.
 * The gap comes from the spacing scale.
 */
export function Cluster({ children, gap, align, justify, wrap = true, element = 'div', className, role, 'aria-label': label, 'aria-labelledby': labelledBy, 'aria-live': live }: ClusterProps) {
  return (
    <Row as={element} $gap={gap} $align={align} $justify={justify} $wrap={wrap} $list={isList(element)} className={className} role={role} aria-label={label} aria-labelledby={labelledBy} aria-live={live}>
      {children}
    </Row>
  );
}
