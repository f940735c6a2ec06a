import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '../../src/design/theme';
import type { CalendarProps } from '../../src/integrations/types';

export type CalendarBehaviour = 'ready' | 'failed' | 'pending';

let behaviour: CalendarBehaviour = 'ready';

/** How the stand-in scheduler of the next story behaves. */
export function setCalendarBehaviour(next: CalendarBehaviour) {
  behaviour = next;
}

const Frame = styled.div`
  display: grid;
  place-content: center;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[5]};
  text-align: center;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
`;

const BookButton = styled.button`
  justify-self: center;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.ink};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font: inherit;
  cursor: pointer;
`;

/**
 * Stands in for Cal.com's scheduler in stories: nothing leaves the machine.
 * It reports ready, failed or nothing (still loading), and its button plays
 * a successful booking.
 */
export function FakeCalendar({ calLink, onReady, onFailed, onBooked }: CalendarProps) {
  useEffect(() => {
    if (behaviour === 'ready') onReady();
    if (behaviour === 'failed') onFailed();
  }, [onReady, onFailed]);
  return (
    <Frame data-testid="fake-calendar">
      <p>Terminkalender für «{calLink}» (Stellvertreter in Storybook)</p>
      <BookButton type="button" onClick={onBooked}>
        Termin verbindlich buchen
      </BookButton>
    </Frame>
  );
}
