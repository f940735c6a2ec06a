import styled from 'styled-components';
import { visuallyHidden } from '../design/visuallyHidden';

/** Text for screen readers only, still part of the accessible name. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
  position: absolute !important;
`;
