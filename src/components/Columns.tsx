import styled from 'styled-components';
import { media, theme } from '../design/theme';

export interface ColumnsProps {
  /** Shares of the width on large screens: text-led 7/5 (or 7/4, a narrower aside), aside-led 4/8 or 5/7. */
  $split: '7-5' | '7-4' | '4-8' | '5-7';
  $align?: 'start' | 'center' | 'end';
  /** Gap on small screens, in steps of the spacing scale. */
  $gap?: 6 | 7;
  /** Gap on large screens, where the columns stand side by side: step 8 unless a closer pair asks for 7. */
  $wideGap?: 7 | 8;
}

const templates = {
  '7-5': 'minmax(0, 7fr) minmax(0, 5fr)',
  '7-4': 'minmax(0, 7fr) minmax(0, 4fr)',
  '4-8': 'minmax(0, 4fr) minmax(0, 8fr)',
  '5-7': 'minmax(0, 5fr) minmax(0, 7fr)',
} as const;

/** Two columns side by side from the large breakpoint, stacked below it. */
export const Columns = styled.div<ColumnsProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 7 }) => theme.space[$gap]};
  align-items: ${({ $align = 'start' }) => $align};

  ${media.lg} {
    grid-template-columns: ${({ $split }) => templates[$split]};
    gap: ${({ $wideGap = 8 }) => theme.space[$wideGap]};
  }
`;
