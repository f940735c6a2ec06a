import styled from 'styled-components';
import { media, theme } from '../design/theme';

export interface ColumnsProps {
  /** Shares of the 12-column grid on large screens: text-led 7/5 or aside-led 4/8. */
  $split: '7-5' | '4-8';
  $align?: 'start' | 'center' | 'end';
  /** Gap on small screens, in steps of the spacing scale; large screens use step 8. */
  $gap?: 6 | 7;
}

const templates = { '7-5': 'minmax(0, 7fr) minmax(0, 5fr)', '4-8': 'minmax(0, 4fr) minmax(0, 8fr)' } as const;

/** Two columns side by side from the large breakpoint, stacked below it. */
export const Columns = styled.div<ColumnsProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 7 }) => theme.space[$gap]};
  align-items: ${({ $align = 'start' }) => $align};

  ${media.lg} {
    grid-template-columns: ${({ $split }) => templates[$split]};
    gap: ${theme.space[8]};
  }
`;
