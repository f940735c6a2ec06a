import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from '../../../src/design/theme';

const Frame = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.ink};
  margin: ${({ theme }) => theme.space[5]} 0;
`;

/**
 * Token blocks on an MDX docs page render outside any story, so they get the
 * theme and the site's font here (the page itself keeps Storybook's styles).
 */
export function FoundationsFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Frame>{children}</Frame>
    </ThemeProvider>
  );
}
