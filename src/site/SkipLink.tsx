import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../design/theme';

const Anchor = styled.a`
  position: fixed;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.ink};
  color: ${theme.colors.paper};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First stop for keyboard users: jumps past the header to the page content. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return <Anchor href={`#${targetId}`} data-print="hidden">{children}</Anchor>;
}
