import { css } from 'styled-components';

/** The dropdown trigger's look, shared by the placeholder and the Radix trigger so the swap is invisible. */
export const triggerStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
