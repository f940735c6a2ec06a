import { useCallback, useReducer, type ComponentType } from 'react';
import type { BookingIntegration, CalendarProps } from '../../../integrations/types';

/** Where the embed stands: the plain link, loading, the scheduler on screen, or a failure. */
export type BookingEmbedPhase = 'link' | 'loading' | 'ready' | 'failed';

export interface BookingEmbedState {
  phase: BookingEmbedPhase;
  /** Counts the loads; a retry remounts the scheduler under a new key. */
  attempt: number;
  /** The scheduler component once its code has loaded. */
  Calendar: ComponentType<CalendarProps> | null;
}

export type BookingEmbedEvent =
  /** «Kalender anzeigen», «Erneut versuchen», or scrolled into view with consent. */
  | { type: 'show' }
  /** The scheduler's code arrived. */
  | { type: 'loaded'; Calendar: ComponentType<CalendarProps> }
  /** The scheduler reports it is on screen. */
  | { type: 'ready' }
  /** Loading the code, the script or the scheduler failed. */
  | { type: 'failed' };

export const initialBookingEmbedState: BookingEmbedState = { phase: 'link', attempt: 0, Calendar: null };

/** Pure transitions, kept apart from React so a unit test can walk them. */
export function bookingEmbedReducer(state: BookingEmbedState, event: BookingEmbedEvent): BookingEmbedState {
  switch (event.type) {
    case 'show':
      return { ...state, phase: 'loading', attempt: state.attempt + 1 };
    case 'loaded':
      return { ...state, Calendar: event.Calendar };
    case 'ready':
      return { ...state, phase: 'ready' };
    case 'failed':
      return { ...state, phase: 'failed' };
  }
}

/** The embed's state machine, with the loader wired to the booking integration. */
export function useBookingEmbedState(booking: BookingIntegration) {
  const [state, dispatch] = useReducer(bookingEmbedReducer, initialBookingEmbedState);

  const show = useCallback(() => {
    dispatch({ type: 'show' });
    booking.loadCalendar().then(
      (Calendar) => dispatch({ type: 'loaded', Calendar }),
      () => dispatch({ type: 'failed' }),
    );
  }, [booking]);
  const onReady = useCallback(() => dispatch({ type: 'ready' }), []);
  const onFailed = useCallback(() => dispatch({ type: 'failed' }), []);

  return { state, show, onReady, onFailed };
}
