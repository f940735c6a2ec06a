import styled from 'styled-components';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { IMAGE_ATTRIBUTE } from '../../lib/prerenderedDrawings';
import type { Testimonial } from '../../content/types';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface TestimonialFigureProps {
  /** The quote with its author, role, organisation and, if given, the organisation's logo. */
  testimonial: Testimonial;
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  height: 100%;
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'surface', edge: 'none' })}
`;

const LogoSlot = styled.div`
  height: ${theme.sizes.logoInlineSlot};
  display: flex;
  align-items: center;

  [${IMAGE_ATTRIBUTE}] {
    width: auto;
    height: ${theme.sizes.logoInline};
    /* A logo is drawn for a light ground: on a dark band it sits on a light plate, which the light band's own colour hides. */
    background: ${theme.colors.logoPlateOnBand};
    border-radius: ${theme.radii.sm};
  }
`;

/** Shown when a logo cannot be loaded: the company name set as a quiet wordmark. */
const Wordmark = styled.span`
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Quote = styled.blockquote`
  flex: 1;
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.body};
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};

  span {
    color: ${theme.colors.inkMuted};
  }
`;

/** One customer in their own words: logo (if any), quote, and who said it. */
export function TestimonialFigure({ testimonial }: TestimonialFigureProps) {
  const { logo } = testimonial;
  return (
    <Figure>
      {logo && (
        <LogoSlot>
          {/* The organisation is named in the caption, so the logo is decorative here. */}
          <ImageWithFallback
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            fallback={<Wordmark aria-hidden="true">{testimonial.company}</Wordmark>}
          />
        </LogoSlot>
      )}
      <Quote>
        <p>{testimonial.quote}</p>
      </Quote>
      <Caption>
        <strong>{testimonial.author}</strong>
        <span>
          {testimonial.role}, {testimonial.company}
        </span>
      </Caption>
    </Figure>
  );
}
