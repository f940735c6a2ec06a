import styled from 'styled-components';

/** Shared pieces of the home sections: the small label above a title, the intro and the header block. */

export const Eyebrow = styled.p<{ $tone?: 'light' | 'dark' }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.inverseMuted : theme.colors.inkMuted)};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Intro = styled.p`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const SectionHeader = styled.header`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space[7]};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`;

/** A list without bullets or indent; its semantics stay. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A small square holding an icon. */
export const IconTile = styled.span<{ $tone?: 'paper' | 'surface' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme, $tone = 'paper' }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.ink};
`;
