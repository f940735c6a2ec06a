import { css } from 'styled-components';
import { theme } from '../design/theme';

/** An option of the header's switches, language and colour scheme: one size, one type, one hover. */
export const switchOption = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-width: ${theme.sizes.touchTarget};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  color: ${theme.colors.inkMuted};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
  }
`;

/** The option in effect: in ink and underlined; framed in forced colours, which drop the underline's shadow. */
export const chosenOption = css`
  color: ${theme.colors.ink};
  box-shadow: inset 0 -${theme.borderWidths.thick} 0 ${theme.colors.ink};
  outline: ${theme.borderWidths.thin} solid transparent;
`;
