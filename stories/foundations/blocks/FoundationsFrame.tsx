import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../../src/design/theme';

const Frame = styled.div`
  font-family: ${theme.fonts.body};
  color: ${theme.colors.ink};
  margin: ${theme.space[5]} 0;
`;

/**
 * Token blocks on an MDX docs page render outside any story, so they get the
 * site's font and ink here (the page itself keeps Storybook's styles).
 */
export function FoundationsFrame({ children }: { children: ReactNode }) {
  return (
    <Frame>{children}</Frame>
  );
}
