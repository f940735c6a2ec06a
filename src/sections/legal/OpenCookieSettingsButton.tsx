import { Button } from '../../components/Button';
import { useIntegrations } from '../../integrations/IntegrationsContext';

export interface OpenCookieSettingsButtonProps {
  /** The button's words, e.g. «Cookie-Einstellungen öffnen». */
  label: string;
}

/** Opens the consent settings dialog, as the footer's «Cookie-Einstellungen» does; hidden on paper. */
export function OpenCookieSettingsButton({ label }: OpenCookieSettingsButtonProps) {
  const { consent } = useIntegrations();
  return (
    <Button variant="secondary" onClick={consent.openSettings} data-print="hidden">
      {label}
    </Button>
  );
}
