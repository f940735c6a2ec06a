import styled from 'styled-components';

/** The larger, muted sentence under a page or section title. */
export const Lead = styled.p<{ $maxWidth?: '36rem' | '40rem' }>`
  max-width: ${({ $maxWidth = '40rem' }) => $maxWidth};
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
