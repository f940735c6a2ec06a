import styled from 'styled-components';
import { Section } from '../../components/Section';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import type { TestimonialsContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from '../../components/listStyles';

export interface TestimonialsProps {
  content: TestimonialsContent;
}

const TITLE_ID = 'home-testimonials-title';

const Grid = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const LogoSlot = styled.div`
  height: ${({ theme }) => theme.sizes.logoInlineSlot};
  display: flex;
  align-items: center;

  img {
    width: auto;
    height: ${({ theme }) => theme.sizes.logoInline};
  }
`;

/** Shown when a logo cannot be loaded: the company name set as a quiet wordmark. */
const Wordmark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Quote = styled.blockquote`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
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
            <Figure>
              <LogoSlot>
                {/* The organisation is named in the caption, so the logo is decorative here. */}
                <ImageWithFallback
                  src={item.logo.src}
                  alt=""
                  width={item.logo.width}
                  height={item.logo.height}
                  fallback={<Wordmark aria-hidden="true">{item.company}</Wordmark>}
                />
              </LogoSlot>
              <Quote>
                <p>{item.quote}</p>
              </Quote>
              <Caption>
                <strong>{item.author}</strong>
                <span>
                  {item.role}, {item.company}
                </span>
              </Caption>
            </Figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
