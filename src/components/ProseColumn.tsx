import styled from 'styled-components';
import { theme } from '../design/theme';

/** A column of a section's intro and its paragraphs, evenly spaced: a story beside an offer or a quotation. */
export const ProseColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** A paragraph of that column, set larger than body text for a short, personal passage. */
export const ProseParagraph = styled.p`
  max-width: ${theme.measure.text};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
`;
