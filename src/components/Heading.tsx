import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../design/theme';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm';

export interface HeadingProps {
  /** The document outline level (h1–h4). */
  level: HeadingLevel;
  /** The visual size; defaults to the size that fits the level. */
  size?: HeadingSize;
  /** The heading text. */
  children: ReactNode;
  /** Lets a section, a list or a jump link refer to the heading. */
  id?: string;
  /** The target of a jump link (table of contents): it can then take the keyboard focus. */
  jumpTarget?: boolean;
  /** For a styled(Heading) extension; no other styling from outside. */
  className?: string;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'display', 2: 'xl', 3: 'md', 4: 'sm' };

const sizes = {
  display: css`
    font-size: ${theme.fontSizes['3xl']};
    @media (min-width: ${theme.breakpoints.md}px) {
      font-size: ${theme.fontSizes['4xl']};
    }
    letter-spacing: -0.025em;
  `,
  xl: css`
    font-size: ${theme.fontSizes['2xl']};
    @media (min-width: ${theme.breakpoints.md}px) {
      font-size: ${theme.fontSizes['3xl']};
    }
    letter-spacing: -0.02em;
  `,
  lg: css`
    font-size: ${theme.fontSizes.xl};
    @media (min-width: ${theme.breakpoints.md}px) {
      font-size: ${theme.fontSizes['2xl']};
    }
    letter-spacing: -0.015em;
  `,
  md: css`
    font-size: ${theme.fontSizes.lg};
  `,
  sm: css`
    font-size: ${theme.fontSizes.md};
  `,
} as const;

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  text-wrap: balance;
  ${({ $size }) => sizes[$size]}
`;

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ level, size, children, id, jumpTarget, className }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} id={id} tabIndex={jumpTarget ? -1 : undefined} className={className}>
      {children}
    </StyledHeading>
  );
}
