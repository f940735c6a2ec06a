import type { ReactNode } from 'react';
import styled from 'styled-components';

const Anchor = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First stop for keyboard users: jumps past the header to the page content. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return <Anchor href={`#${targetId}`} data-print="hidden">{children}</Anchor>;
}
