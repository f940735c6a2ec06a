import { css } from 'styled-components';
import { theme } from '../../design/theme';

/**
 * A link drawn as an outlined chip, the one that names the current page
 * filled with the accent (as the FAQ's chosen topic is, in both themes):
 * the blog's tags and its page numbers. Size and corners are each one's own.
 */
export const outlinedLinkStyles = css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.line};
  color: ${theme.colors.ink};
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.ink};
  }
  &[aria-current='page'] {
    border-color: transparent;
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;
