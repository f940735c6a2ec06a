import { css, keyframes } from 'styled-components';
import { durations } from './tokens';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A loading mark that turns; the global style holds it still under reduced motion. */
export const spinning = css`
  display: inline-flex;
  animation: ${turn} ${durations.spinTurn}ms linear infinite;
`;
