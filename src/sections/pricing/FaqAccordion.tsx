import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { FaqAccordionContent } from '../../content/pricing';

export interface FaqAccordionProps {
  content: FaqAccordionContent;
  /** The answer open at first; all closed when left out. */
  defaultOpenId?: string;
}

const TITLE_ID = 'pricing-questions-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 4fr 8fr;
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

/** Further questions in an accordion: one answer open at a time, the open one closes on a second click. */
export function FaqAccordion({ content, defaultOpenId }: FaqAccordionProps) {
  const items = content.items.map((item) => ({
    id: item.id,
    title: item.question,
    content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
  return (
    <Section labelledBy={TITLE_ID}>
      <Layout>
        <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} flush />
        <Accordion items={items} defaultOpenId={defaultOpenId} headingLevel={3} />
      </Layout>
    </Section>
  );
}
