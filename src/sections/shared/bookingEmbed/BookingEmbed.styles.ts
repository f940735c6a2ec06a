import styled from 'styled-components';
import { spinning } from '../../../design/motion';
import { media, theme } from '../../../design/theme';
import { cardSurface } from '../../../components/surfaces';

/** The embed's phases (`data-phase` on its frame) and the parts each shows (`data-when`). */
const phases = ['link', 'loading', 'ready', 'failed'] as const;

/** The same height in every state: showing the calendar never moves the page. */
export const Frame = styled.div`
  position: relative;
  /* A part shows in the phases its data-when names, and only there: the behaviour bookingEmbeds sets the phase. */
  ${phases.map((phase) => `&[data-phase='${phase}'] [data-when]:not([data-when~='${phase}']) { display: none; }`).join('\n')}
  height: ${theme.layout.bookingEmbedHeight};
  ${cardSurface({ ground: 'paper' })}
  overflow: hidden;
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
`;

/** Where the calendar mounts; seen once it reports ready. */
export const CalendarSlot = styled.div`
  position: absolute;
  inset: 0;
  visibility: hidden;
  filter: ${theme.overlays.calendarDim};
  [data-phase='ready'] > & {
    visibility: visible;
  }
`;

export const Panel = styled.div`
  [data-phase='ready'] > & {
    display: none;
  }
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};

  ${media.md} {
    padding: ${theme.space[8]};
  }
`;

export const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

export const Text = styled.p`
  max-width: ${theme.measure.panel};
  color: ${theme.colors.inkMuted};
`;

export const Small = styled(Text)`
  font-size: ${theme.fontSizes.sm};
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  max-width: ${theme.measure.panel};
  font-weight: ${theme.fontWeights.semibold};
`;

export const Spin = styled.span`
  ${spinning}
`;

export const FallbackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.semibold};
`;
