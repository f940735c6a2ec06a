import { useEffect, useRef } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';

/**
 * Starts and stops the services with the visitor's consent: functional
 * consent boots the chat; withdrawing it shuts the chat down; withdrawing
 * marketing removes the tags (their cookies are erased by the consent engine).
 */
export function ConsentedServices() {
  const { chat, marketing } = useIntegrations();
  const { status, choice } = useConsent();
  const previous = useRef(choice);

  useEffect(() => {
    if (status !== 'decided') return;
    const before = previous.current;
    previous.current = choice;
    if (choice.functional) void chat.boot();
    else if (before.functional) chat.shutdown();
    if (before.marketing && !choice.marketing) marketing.stop();
  }, [status, choice, chat, marketing]);

  return null;
}
