import { Section } from '../../components/Section';
import type { TestimonialsContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { TestimonialFigure } from '../shared/TestimonialFigure';
import { Grid } from '../../components/Grid';

export interface TestimonialsProps {
  /** The section's words (`TestimonialsContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: TestimonialsContent;
}

const TITLE_ID = 'home-testimonials-title';

/** Three customers in their own words, each with name, role, organisation and logo. */
export function Testimonials({ content }: TestimonialsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, lg: 3 }} gap={{ base: 5, lg: 6 }} aria-labelledby={TITLE_ID}>
        {content.testimonials.map((item) => (
          <li key={item.author}>
            <TestimonialFigure testimonial={item} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
