import styled from 'styled-components';
import { theme } from '../../design/theme';

/** The small, muted explanatory text of the banner and the settings dialog; links stay ink. */
export const ConsentText = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};

  a {
    color: ${theme.colors.ink};
  }
`;
