import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { CalendarProps } from '../../../integrations/types';
import { bookingEmbedReducer, initialBookingEmbedState, type BookingEmbedEvent, type BookingEmbedState } from './useBookingEmbedState';

const FakeCalendar: ComponentType<CalendarProps> = () => null;

function walk(...events: BookingEmbedEvent[]): BookingEmbedState {
  return events.reduce(bookingEmbedReducer, initialBookingEmbedState);
}

describe('bookingEmbedReducer', () => {
  it('starts at the plain link with nothing loaded', () => {
    expect(initialBookingEmbedState).toEqual({ phase: 'link', attempt: 0, Calendar: null });
  });

  it('loads on show and keeps loading until the scheduler reports ready', () => {
    expect(walk({ type: 'show' })).toEqual({ phase: 'loading', attempt: 1, Calendar: null });
    expect(walk({ type: 'show' }, { type: 'loaded', Calendar: FakeCalendar })).toEqual({ phase: 'loading', attempt: 1, Calendar: FakeCalendar });
    expect(walk({ type: 'show' }, { type: 'loaded', Calendar: FakeCalendar }, { type: 'ready' }).phase).toBe('ready');
  });

  it('fails when the code or the scheduler fails, and a retry counts a new attempt', () => {
    const failed = walk({ type: 'show' }, { type: 'failed' });
    expect(failed.phase).toBe('failed');
    const retried = bookingEmbedReducer(failed, { type: 'show' });
    expect(retried).toEqual({ phase: 'loading', attempt: 2, Calendar: null });
  });

  it('keeps the loaded scheduler across a retry, so the new attempt only remounts it', () => {
    const state = walk({ type: 'show' }, { type: 'loaded', Calendar: FakeCalendar }, { type: 'failed' }, { type: 'show' });
    expect(state).toEqual({ phase: 'loading', attempt: 2, Calendar: FakeCalendar });
  });

  it('never changes the state it is given', () => {
    const before = { ...initialBookingEmbedState };
    bookingEmbedReducer(initialBookingEmbedState, { type: 'show' });
    expect(initialBookingEmbedState).toEqual(before);
  });
});
