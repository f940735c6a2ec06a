import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { AcademyTeaserContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from '../../components/listStyles';
import { Columns } from '../../components/Columns';
import { theme } from '../../design/theme';
import { tileSurface } from '../../components/surfaces';
import { Stack } from '../../components/Stack';

export interface AcademyTeaserProps {
  /** The section's words (`AcademyTeaserContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: AcademyTeaserContent;
}

const TITLE_ID = 'home-academy-title';
const PROGRAMME_ID = 'home-academy-programme-title';

const Text = styled.p`
  max-width: min(100%, ${theme.measure.text});
  font-size: ${theme.fontSizes.lg};
`;

const Muted = styled.p`
  max-width: ${theme.measure.text};
  color: ${theme.colors.inkMuted};
`;

const Facts = styled.dl`
  display: grid;
  /* minmax(0, …): a long word («À distance» at 320 px with wider text spacing) wraps instead of widening the page. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-top: ${theme.space[3]};
  border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${theme.space[1]};
    padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[5]} 0;
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
  dt {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    /* Smaller on the narrowest phones, so each fact's longest word («Allemand», «Deutsch») fits its half of the line. */
    font-size: clamp(${theme.fontSizes.xl}, 7vw, ${theme.fontSizes['2xl']});
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: -0.02em;
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

const Programme = styled.div`
  width: 100%;
`;

const Steps = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};

  li {
    padding: ${theme.space[2]} ${theme.space[3]};
    ${tileSurface()}
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
  }
`;

const VisualOrder = styled.span`
  color: ${theme.colors.inkMuted};
  margin-right: ${theme.space[2]};
  font-variant-numeric: tabular-nums;
`;

/** A short pointer to the Academy's cohort programme. */
export function AcademyTeaser({ content }: AcademyTeaserProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <Columns $split="7-5">
        <Stack gap={{ base: 5 }} align="start">
          <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} flush />
          <Text>{content.text}</Text>
          <Programme>
            <Heading level={3} size="sm" id={PROGRAMME_ID}>
              {content.programmeTitle}
            </Heading>
            <Steps as="ol" aria-labelledby={PROGRAMME_ID}>
              {content.programme.map((step, index) => (
                <li key={step}>
                  <VisualOrder aria-hidden="true">{index + 1}</VisualOrder>
                  {step}
                </li>
              ))}
            </Steps>
          </Programme>
          <Muted>{content.audience}</Muted>
          <Muted>{content.priceNote}</Muted>
          <LinkButton to={content.cta.to} variant="secondary">
            {content.cta.label}
            <Icon icon={ArrowRight} size="sm" />
          </LinkButton>
        </Stack>

        <div>
          <Heading level={3} size="sm">
            {content.factsLabel}
          </Heading>
          <Facts>
            {content.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        </div>
      </Columns>
    </Section>
  );
}
