import styled from 'styled-components';

/** The small, muted explanatory text of the banner and the settings dialog; links stay ink. */
export const ConsentText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  a {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
