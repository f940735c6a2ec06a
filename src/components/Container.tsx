import styled from 'styled-components';
import { media, theme } from '../design/theme';

/** Centres content on the grid with the site's maximum width and side gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? theme.measure.intro : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${theme.space[5]};

  ${media.md} {
    padding-inline: ${theme.space[6]};
  }
`;
