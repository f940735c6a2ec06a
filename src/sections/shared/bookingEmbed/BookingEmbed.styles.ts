import styled from 'styled-components';
import { spinning } from '../../../design/motion';

/** The same height in every state: showing the calendar never moves the page. */
export const Frame = styled.div`
  position: relative;
  height: ${({ theme }) => theme.layout.bookingEmbedHeight};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
  overflow: hidden;
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
`;

export const CalendarSlot = styled.div<{ $visible: boolean }>`
  position: absolute;
  inset: 0;
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  filter: ${({ theme }) => theme.overlays.calendarDim};
`;

export const Panel = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Text = styled.p`
  max-width: ${({ theme }) => theme.measure.panel};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Small = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.measure.panel};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Spin = styled.span`
  ${spinning}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FallbackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
