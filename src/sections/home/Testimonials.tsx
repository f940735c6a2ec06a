import styled from 'styled-components';
import { Section } from '../../components/Section';
import type { TestimonialsContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from '../../components/listStyles';
import { TestimonialFigure } from '../shared/TestimonialFigure';
import { media, theme } from '../../design/theme';

export interface TestimonialsProps {
  /** The section's words (`TestimonialsContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: TestimonialsContent;
}

const TITLE_ID = 'home-testimonials-title';

const Grid = styled(PlainList)`
  display: grid;
  gap: ${theme.space[5]};

  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${theme.space[6]};
  }
`;

/** Three customers in their own words, each with name, role, organisation and logo. */
export function Testimonials({ content }: TestimonialsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid aria-labelledby={TITLE_ID}>
        {content.testimonials.map((item) => (
          <li key={item.author}>
            <TestimonialFigure testimonial={item} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
