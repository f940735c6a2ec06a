import { Button } from '../../components/Button';
import { consentActionProps } from '../../components/behaviours/consentMarks';

export interface OpenCookieSettingsButtonProps {
  /** The button's words, e.g. «Cookie-Einstellungen öffnen». */
  label: string;
}

/** Opens the consent settings dialog, as the footer's «Cookie-Einstellungen» does (the consent behaviour answers it); hidden on paper. */
export function OpenCookieSettingsButton({ label }: OpenCookieSettingsButtonProps) {
  return (
    <Button variant="secondary" data-print="hidden" {...consentActionProps('openSettings')}>
      {label}
    </Button>
  );
}
