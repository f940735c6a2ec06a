import styled from 'styled-components';

/** The larger, muted sentence under a page or section title. */
export const Lead = styled.p<{ /** Line length: `lead` beside a visual, `text` (default) on its own. */ $measure?: 'lead' | 'text' }>`
  max-width: ${({ theme, $measure = 'text' }) => theme.measure[$measure]};
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
