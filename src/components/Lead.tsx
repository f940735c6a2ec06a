import styled from 'styled-components';
import { theme } from '../design/theme';

/** The larger, muted sentence under a page or section title. */
export const Lead = styled.p<{ /** Line length: `lead` beside a visual, `text` (default) on its own. */ $measure?: 'lead' | 'text' }>`
  max-width: ${({ $measure = 'text' }) => theme.measure[$measure]};
  margin-top: ${theme.space[5]};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.inkMuted};
`;
