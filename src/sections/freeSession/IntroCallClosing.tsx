import { CtaBand, CtaNote } from '../../components/CtaBand';
import { JumpLink } from '../../components/JumpLink';
import type { IntroCallClosingContent } from '../../content/freeSession';

export interface IntroCallClosingProps {
  /** Title, sentence, the button's label and the e-mail for those who prefer to write. */
  content: IntroCallClosingContent;
  /** Id of the calendar the button jumps to. */
  calendarId: string;
}

const TITLE_ID = 'free-session-closing-title';

/**
 * The closing band. Its button jumps back to the calendar, moves focus there
 * and reports a conversion (sent only with marketing consent, and only if
 * the operator's conversion function exists).
 */
export function IntroCallClosing({ content, calendarId }: IntroCallClosingProps) {
  return (
    <CtaBand titleId={TITLE_ID} title={content.title} text={content.text}>
      <JumpLink targetId={calendarId} reportsConversion size="lg">
        {content.jumpLabel}
      </JumpLink>
      <CtaNote>
        {content.contactPrefix} <a href={`mailto:${content.email}`}>{content.email}</a>
      </CtaNote>
    </CtaBand>
  );
}
