import { css } from 'styled-components';
import { theme } from '../design/theme';

/** The dropdown trigger's look, shared by the placeholder and the Radix trigger so the swap is invisible. */
export const triggerStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  background: none;
  border: 0;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.medium};
  cursor: pointer;

  svg {
    transition: transform ${theme.durations.fast}ms ${theme.easings.standard};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[data-state='open'] {
    background: ${theme.colors.surface};
  }
`;
