import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Accordion } from '../../components/Accordion';
import type { AcademyFaqContent } from '../../content/academy';
import { BenefitsPanel } from './BenefitsPanel';
import { media, theme } from '../../design/theme';

export interface AcademyFaqProps {
  /** The heading, the 13 questions with their answers and the benefits beside them. */
  content: AcademyFaqContent;
}

const TITLE_ID = 'academy-faq-title';

/* Below the large breakpoint the benefits, folded, follow the questions as one more row of the same list: with a gap between they stood apart as a lone item. */
const Layout = styled.div`
  display: grid;
  margin-top: ${theme.space[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    align-items: start;
    gap: ${theme.space[8]};
  }
`;

/** Questions a sponsor asks before deciding, one answer open at a time, beside what the programme includes. */
export function AcademyFaq({ content }: AcademyFaqProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <Layout>
        <div>
          <Accordion
            items={content.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
            }))}
          />
        </div>
        <div>
          <BenefitsPanel content={content.benefits} />
        </div>
      </Layout>
    </Section>
  );
}
