import type { AriaAttributes, AriaRole, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from '../design/theme';
import { isList, listReset } from './listStyles';
import { breakpointsUp, type Responsive, type SpaceStep } from './Grid';

export interface StackProps extends AriaAttributes {
  /** The blocks, one above the other. */
  children: ReactNode;
  /** The space between blocks in steps of the spacing scale, by breakpoint (`{ base: 4, lg: 5 }`). */
  gap: Responsive<SpaceStep>;
  /** `start` keeps each block as wide as its content (a button under a text); `center` also centres it (a figure over its caption); `stretch` (default) gives each the full width. */
  align?: 'stretch' | 'start' | 'center';
  /** `ul` or `ol` when the blocks are a list (bullets and indent removed, semantics kept); `li` when the stack is one item of a list. */
  element?: 'div' | 'ul' | 'ol' | 'li';
  /**
   * What the stack is to assistive technology, when the blocks together are
   * one thing (a `meter` drawn as a ring over its band). The ARIA attributes
   * go with it: `aria-labelledby` names a list of cards by its heading,
   * `aria-label` names a group no heading names.
   */
  role?: AriaRole;
  /** For a styled(Stack) extension; no other styling from outside. */
  className?: string;
}

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center' } as const;

const Column = styled.div<{ $gap: Responsive<SpaceStep>; $align: keyof typeof alignItems; $list: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $list }) => $list && listReset}
  align-items: ${({ $align }) => alignItems[$align]};
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
export function Stack({ children, gap, align = 'stretch', element = 'div', className, ...roleAndAria }: StackProps) {
  return (
    <Column as={element} $gap={gap} $align={align} $list={isList(element)} className={className} {...roleAndAria}>
      {children}
    </Column>
  );
}
