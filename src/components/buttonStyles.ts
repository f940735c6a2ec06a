import { css } from 'styled-components';
import { theme } from '../design/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean | undefined;
  $tone?: 'light' | 'dark' | undefined;
}

/** Shared look of Button and LinkButton, so an action and a link that look alike stay alike. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  min-height: ${({ $size }) => ($size === 'lg' ? theme.sizes.touchTargetLarge : theme.sizes.touchTarget)};
  /* A full-width button centres its label in room enough: little side padding, so a label that nearly fills it stays on one line. */
  padding: ${theme.space[2]} ${({ $size, $fullWidth }) => ($fullWidth ? theme.space[2] : $size === 'lg' ? theme.space[6] : theme.space[5])};
  border: ${theme.borderWidths.thick} solid transparent;
  border-radius: ${theme.radii.md};
  font-size: ${({ $size }) => ($size === 'lg' ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* A label longer than a narrow screen wraps inside the button (WCAG 1.4.10). */
  overflow-wrap: break-word;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast}ms ${theme.easings.standard},
    border-color ${theme.durations.fast}ms ${theme.easings.standard},
    color ${theme.durations.fast}ms ${theme.easings.standard};

  ${({ $variant, $tone }) => {
    const dark = $tone === 'dark';
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          &:hover { background: ${theme.colors.accentStrong}; }
        `;
      case 'secondary':
        return css`
          background: transparent;
          color: ${dark ? theme.colors.onInverse : theme.colors.ink};
          border-color: ${dark ? theme.colors.onInverse : theme.colors.ink};
          &:hover {
            background: ${dark ? theme.colors.onInverse : theme.colors.ink};
            color: ${dark ? theme.colors.inverse : theme.colors.paper};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${dark ? theme.colors.onInverse : theme.colors.ink};
          text-decoration: underline;
          text-decoration-thickness: ${theme.borderWidths.thin};
          &:hover { background: ${dark ? theme.overlays.onInverseHover : theme.colors.surface}; }
        `;
    }
  }}

  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
