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
import { FactList } from '../../components/FactList';

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
          <FactList facts={content.facts} look="figures" spaceAbove={3} />
        </div>
      </Columns>
    </Section>
  );
}
