import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { CalendarProps } from '../integrations/types';

/**
 * The booking calendar's island: the scheduler the booking integration
 * gives (Cal.com's React embed) on a root of its own in the embed's slot.
 * The behaviour `bookingEmbeds` loads this module only once the visitor
 * asks for the calendar or has agreed to it: a page with a booking prompt
 * loads no framework before that. Returns what unmounts it.
 */
export function mountCalendar(slot: HTMLElement, Calendar: ComponentType<CalendarProps>, props: CalendarProps): () => void {
  const root = createRoot(slot);
  root.render(
    <StrictMode>
      <Calendar {...props} />
    </StrictMode>,
  );
  return () => root.unmount();
}
