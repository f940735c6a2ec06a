import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { TestimonialFigure } from '../shared/TestimonialFigure';
import type { IntroCallTestimonialContent } from '../../content/freeSession';
import { theme } from '../../design/theme';

export interface IntroCallTestimonialProps {
  /** Eyebrow, title and one customer's words about their first call. */
  content: IntroCallTestimonialContent;
}

const TITLE_ID = 'free-session-testimonial-title';

const Narrow = styled.div`
  max-width: ${theme.measure.wide};
`;

/** One customer on what the first call gave them. */
export function IntroCallTestimonial({ content }: IntroCallTestimonialProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} />
      <Narrow>
        <TestimonialFigure testimonial={content.testimonial} />
      </Narrow>
    </Section>
  );
}
