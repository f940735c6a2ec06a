import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { PricingPreviewContent } from '../../content/home';
import type { Plan, PlanCardLabels } from '../../content/plans';
import { PlanCard } from '../pricing/PlanCard';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from './sectionStyles';

export interface PricingPreviewProps {
  content: PricingPreviewContent;
  plans: ReadonlyArray<Plan>;
  labels: PlanCardLabels;
}

const TITLE_ID = 'home-pricing-title';

const Grid = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: stretch;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** The three plans on the home page, with a way to the full pricing page. */
export function PricingPreview({ content, plans, labels }: PricingPreviewProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro
        eyebrow={content.eyebrow}
        title={content.title}
        titleId={TITLE_ID}
        intro={content.intro}
        action={
          <LinkButton to={content.detailsLink.to} variant="ghost">
            {content.detailsLink.label}
            <Icon icon={ArrowRight} size="sm" />
          </LinkButton>
        }
      />
      <Grid aria-labelledby={TITLE_ID}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} labels={labels} headingLevel={3} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
