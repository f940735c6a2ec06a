import { useEffect } from 'react';
import { useConsent, useIntegrations } from '../../integrations/IntegrationsContext';

/** The footer's LinkedIn Insight tag: injected only once marketing consent is given. */
export function LinkedInInsightTag() {
  const { marketing } = useIntegrations();
  const { choice } = useConsent();

  useEffect(() => {
    if (choice.marketing) marketing.loadInsightTag();
  }, [choice.marketing, marketing]);

  return null;
}
