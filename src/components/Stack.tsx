import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '../design/theme';
import { isList, listReset } from './listStyles';
import { breakpointsUp, type Responsive, type SpaceStep } from './Grid';

export interface StackProps {
  /** The blocks, one above the other. */
  children: ReactNode;
  /** The space between blocks in steps of the spacing scale, by breakpoint (`{ base: 4, lg: 5 }`). */
  gap: Responsive<SpaceStep>;
  /** `start` keeps each block as wide as its content (a button under a text); `stretch` (default) gives each the full width. */
  align?: 'stretch' | 'start';
  /** `ul` or `ol` when the blocks are a list (bullets and indent removed, semantics kept); `li` when the stack is one item of a list. */
  element?: 'div' | 'ul' | 'ol' | 'li';
  /** The id of the heading that names the group, when a list of cards has one. */
  'aria-labelledby'?: string;
  /** The group's name when no heading on the page names it. */
  'aria-label'?: string;
  /** For a styled(Stack) extension; no other styling from outside. */
  className?: string;
}

const Column = styled.div<{ $gap: Responsive<SpaceStep>; $align: 'stretch' | 'start'; $list: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $list }) => $list && listReset}
  align-items: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'stretch')};
  gap: ${({ $gap }) => theme.space[$gap.base]};
  ${({ $gap }) =>
    breakpointsUp.map(
      (breakpoint) =>
        $gap[breakpoint] !== undefined &&
        css`
          ${media[breakpoint]} {
            gap: ${theme.space[$gap[breakpoint]]};
          }
        `,
    )}
`;

/**
 * Blocks one above the other at a spacing step: the vertical rhythm inside
 * a card, a column or a form, from the spacing tokens.
 */
export function Stack({ children, gap, align = 'stretch', element = 'div', className, 'aria-labelledby': labelledBy, 'aria-label': label }: StackProps) {
  return (
    <Column as={element} $gap={gap} $align={align} $list={isList(element)} className={className} aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </Column>
  );
}
