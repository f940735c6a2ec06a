import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './Container';
import { media, theme } from '../design/theme';
import { BACKDROP } from './scrollHint';

export type SectionTone = 'paper' | 'surface' | 'inverse';

export interface SectionProps {
  /** The section's content, usually a SectionIntro and its blocks. */
  children: ReactNode;
  /** The band behind the section: `paper` (white), `surface` (neutral) or `inverse` (dark). */
  tone?: SectionTone;
  /** Vertical rhythm: `compact` for bands between larger sections. */
  spacing?: 'compact' | 'regular' | 'spacious';
  /** Narrow measure for text-heavy sections. */
  narrow?: boolean;
  /** An anchor for jump links and the table of contents. */
  id?: string;
  /** The id of the heading that names this region. */
  labelledBy?: string;
  /** For a styled(Section) extension; no other styling from outside. */
  className?: string;
}

const padding = { compact: 7, regular: 8, spacious: 9 } as const;

const Band = styled.section<{ $tone: SectionTone; $spacing: keyof typeof padding }>`
  padding-block: ${({ $spacing }) => theme.space[(padding[$spacing] - 1) as 6 | 7 | 8]};
  ${media.md} {
    padding-block: ${({ $spacing }) => theme.space[padding[$spacing]]};
  }
  ${({ $tone }) =>
    $tone === 'inverse'
      ? css`
          background: ${theme.colors.inverse};
          ${BACKDROP}: ${theme.colors.inverse};
          color: ${theme.colors.onInverse};
        `
      : css`
          background: ${theme.colors[$tone]};
          ${BACKDROP}: ${theme.colors[$tone]};
          color: ${theme.colors.ink};
        `}
`;

/** A full-width band of the page with its own background and vertical rhythm. */
export function Section({ children, tone = 'paper', spacing = 'regular', narrow, id, labelledBy, className }: SectionProps) {
  return (
    <Band $tone={tone} $spacing={spacing} id={id} aria-labelledby={labelledBy} className={className}>
      <Container $narrow={narrow}>{children}</Container>
    </Band>
  );
}
