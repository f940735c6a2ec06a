import { css } from 'styled-components';
import { scrollHint } from './scrollHint';
import { theme } from '../design/theme';

/**
 * The look the two tab components share, `Tabs` (the ARIA pattern, a
 * React island's) and `TabSet` (radios drawn as tabs, no script): one row
 * of tabs under a line, and each tab, its chosen state set by the caller.
 */
export const tabList = css`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  /* Tabs that do not fit a phone's width scroll, and show that more lie beyond. */
  ${scrollHint()}
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

export const tab = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  margin-bottom: calc(-1 * ${theme.borderWidths.thin});
  border-bottom: ${theme.borderWidths.heavy} solid transparent;
  color: ${theme.colors.inkMuted};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.ink};
  }
`;

/** The chosen tab's colour and underline. */
export const chosenTab = css`
  color: ${theme.colors.ink};
  border-bottom-color: ${theme.colors.accent};
`;
