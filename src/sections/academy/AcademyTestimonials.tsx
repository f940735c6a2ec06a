import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { TestimonialFigure } from '../shared/TestimonialFigure';
import type { AcademyTestimonialsContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface AcademyTestimonialsProps {
  /** The heading and two participants, each with name, role, organisation and quote. */
  content: AcademyTestimonialsContent;
}

const TITLE_ID = 'academy-testimonials-title';

const List = styled(Grid)`
  margin-top: ${theme.space[6]};
`;

/** Two participants in their own words. */
export function AcademyTestimonials({ content }: AcademyTestimonialsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <List element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 5 }} aria-labelledby={TITLE_ID}>
        {content.testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialFigure testimonial={testimonial} />
          </li>
        ))}
      </List>
    </Section>
  );
}
