import { Accordion } from '../../components/Accordion';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { FaqAccordionContent } from '../../content/pricing';
import { Columns } from '../../components/Columns';

export interface FaqAccordionProps {
  content: FaqAccordionContent;
  /** The answer open at first; all closed when left out. */
  defaultOpenId?: string;
}

const TITLE_ID = 'pricing-questions-title';

/** Further questions in an accordion: one answer open at a time, the open one closes on a second click. */
export function FaqAccordion({ content, defaultOpenId }: FaqAccordionProps) {
  const items = content.items.map((item) => ({
    id: item.id,
    title: item.question,
    content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
  return (
    <Section labelledBy={TITLE_ID}>
      <Columns $split="4-8" $gap={6}>
        <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} flush />
        <Accordion items={items} defaultOpenId={defaultOpenId} headingLevel={3} />
      </Columns>
    </Section>
  );
}
