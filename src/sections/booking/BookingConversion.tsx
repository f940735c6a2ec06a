import { useEffect, useRef } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';

/**
 * Fires the ad conversion of a completed booking once, and only when the
 * visitor has agreed to marketing; if they agree while still on the page,
 * it fires then.
 */
export function BookingConversion() {
  const { marketing } = useIntegrations();
  const { choice } = useConsent();
  const fired = useRef(false);

  useEffect(() => {
    if (!choice.marketing || fired.current) return;
    fired.current = true;
    marketing.reportBookingConversion();
  }, [choice.marketing, marketing]);

  return null;
}
