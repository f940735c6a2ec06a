import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import type { AtAGlanceContent } from '../../content/academy';
import { FactList } from '../../components/FactList';

export interface ProgrammeAtAGlanceProps {
  /** The heading and the programme's key facts, each a label and its value. */
  content: AtAGlanceContent;
}

const TITLE_ID = 'academy-glance-title';

/** The programme in six facts: length, format, time zone, cohort, language and what you leave with. */
export function ProgrammeAtAGlance({ content }: ProgrammeAtAGlanceProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface" spacing="compact">
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <FactList facts={content.facts} look="tiles" spaceAbove={6} />
    </Section>
  );
}
