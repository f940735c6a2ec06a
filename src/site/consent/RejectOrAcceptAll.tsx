import { Button } from '../../components/Button';
import { consentActionProps } from '../../components/behaviours/consentMarks';

export interface RejectOrAcceptAllProps {
  /** The label that refuses every optional service («Alle ablehnen»). */
  rejectAll: string;
  /** The label that allows them all («Alle akzeptieren»). */
  acceptAll: string;
}

/**
 * The two answers the banner and the settings dialog both give, as equal
 * buttons, refusing first: refusing is as easy and as visible as agreeing.
 * Each carries its answer for the consent behaviour
 * (src/site/consent/consentPrompts.ts); the layout is the caller's.
 */
export function RejectOrAcceptAll({ rejectAll, acceptAll }: RejectOrAcceptAllProps) {
  return (
    <>
      <Button variant="secondary" fullWidth {...consentActionProps('rejectAll')}>
        {rejectAll}
      </Button>
      <Button variant="secondary" fullWidth {...consentActionProps('acceptAll')}>
        {acceptAll}
      </Button>
    </>
  );
}
