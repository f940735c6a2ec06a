import { Accordion } from '../../components/Accordion';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { PricingFaqContent } from '../../content/pricingFaq';
import { Columns } from '../../components/Columns';

export interface PricingFaqProps {
  /** Eyebrow «FAQ», title and the questions with their answers, one string per paragraph. */
  content: PricingFaqContent;
  /** The answer open at first; all closed when left out. */
  defaultOpenId?: string;
}

const TITLE_ID = 'pricing-faq-title';

/** The pricing page's FAQ («Häufige Fragen») in an accordion: one answer open at a time, the open one closes on a second click. */
export function PricingFaq({ content, defaultOpenId }: PricingFaqProps) {
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
