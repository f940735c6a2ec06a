import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../design/theme';
import { cardSurface } from './surfaces';

export interface CardProps {
  /** What the card holds; the card only draws the frame. */
  children: ReactNode;
  /** `surface` for cards on white, `paper` for cards on the neutral band. */
  tone?: 'paper' | 'surface';
  /** Draws the eye with an accent border, e.g. the recommended plan. */
  highlighted?: boolean;
  /** The element it renders: `article` for a self-contained item, `li` inside a list. */
  as?: 'div' | 'article' | 'li';
  /** For a styled(Card) extension; no other styling from outside. */
  className?: string;
}

const Frame = styled.div<{ $tone: 'paper' | 'surface'; $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  ${cardSurface()}
  background: ${({ $tone }) => theme.colors[$tone]};
  color: ${theme.colors.ink};
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      border: ${theme.borderWidths.thick} solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.lg};
    `}
`;

/** A framed block of related content. */
export function Card({ children, tone = 'paper', highlighted = false, as = 'div', className }: CardProps) {
  return (
    <Frame as={as} $tone={tone} $highlighted={highlighted} className={className}>
      {children}
    </Frame>
  );
}
