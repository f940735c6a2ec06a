import { useEffect, useRef } from 'react';
import Cal, { getCalApi } from '@calcom/embed-react';
import type { CalendarProps } from '../types';
import { operator } from '../../content/operator';
import { waitForScript } from './waitForScript';

const EMBED_SCRIPT = 'app.cal.com/embed/embed.js';
/** Script plus scheduler must be on screen within this time, or the plain link takes over. */
const CALENDAR_TIMEOUT_MS = 15_000;

/** Month view, light theme, no event details: as the specification asks for both embeds. */
const calendarConfig = { layout: 'month_view', theme: 'light' } as const;

/**
 * The Cal.com scheduler through `@calcom/embed-react`. Its script is added
 * when this mounts; readiness comes from Cal.com's `linkReady` event, failure
 * from the script's error event, `linkFailed` or the timeout (Cal.com itself
 * only logs when it is offline).
 */
export function CalComCalendar({ calLink, namespace, onReady, onFailed, onBooked }: CalendarProps) {
  const callbacks = useRef({ onReady, onFailed, onBooked });
  useEffect(() => {
    callbacks.current = { onReady, onFailed, onBooked };
  });

  useEffect(() => {
    let settled = false;
    const settle = (outcome: 'onReady' | 'onFailed') => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      callbacks.current[outcome]();
    };
    const timer = window.setTimeout(() => settle('onFailed'), CALENDAR_TIMEOUT_MS);
    void getCalApi({ namespace }).then((cal) => {
      waitForScript(EMBED_SCRIPT, CALENDAR_TIMEOUT_MS).catch(() => settle('onFailed'));
      cal('ui', { ...calendarConfig, hideEventTypeDetails: true });
      cal('on', { action: 'linkReady', callback: () => settle('onReady') });
      cal('on', { action: 'linkFailed', callback: () => settle('onFailed') });
      cal('on', { action: 'bookingSuccessfulV2', callback: () => callbacks.current.onBooked() });
    });
    return () => window.clearTimeout(timer);
  }, [namespace]);

  return (
    <Cal
      namespace={namespace}
      calLink={calLink}
      calOrigin={operator.cal.origin}
      config={calendarConfig}
      style={{ width: '100%', height: '100%', overflow: 'auto' }}
    />
  );
}
