import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { PlainList } from '../../components/listStyles';
import { TestimonialFigure } from '../shared/TestimonialFigure';
import type { AcademyTestimonialsContent } from '../../content/academy';
import { media, theme } from '../../design/theme';

export interface AcademyTestimonialsProps {
  /** The heading and two participants, each with name, role, organisation and quote. */
  content: AcademyTestimonialsContent;
}

const TITLE_ID = 'academy-testimonials-title';

const List = styled(PlainList)`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Two participants in their own words. */
export function AcademyTestimonials({ content }: AcademyTestimonialsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <List aria-labelledby={TITLE_ID}>
        {content.testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialFigure testimonial={testimonial} />
          </li>
        ))}
      </List>
    </Section>
  );
}
