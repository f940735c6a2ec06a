import styled from 'styled-components';
import { Section } from '../../components/Section';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { PlanGridContent } from '../../content/pricing';
import type { IntroOffer, Plan, PlanCardLabels } from '../../content/plans';
import { PlanList } from '../shared/PlanList';
import { theme } from '../../design/theme';

export interface PlanGridProps {
  /** The section's words (`PlanGridContent`), from `src/content/pricing.ts`; nothing the section says is written in the component. */
  content: PlanGridContent;
  /** The plans as shown today, i.e. with a running introductory offer applied. */
  plans: ReadonlyArray<Plan>;
  /** The words every plan card shares (per month, recommended, …). */
  labels: PlanCardLabels;
  /** The introductory offer while it runs, for its conditions; null once it has ended. */
  introOffer: IntroOffer | null;
}

const TITLE_ID = 'pricing-plans-title';

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  max-width: ${theme.measure.intro};
  margin-top: ${theme.space[6]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const OfferTerms = styled.p`
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.medium};
`;

/**
 * The three plans of the pricing page. The page's h1 sits right above, so
 * the section's own heading is for screen readers only.
 */
export function PlanGrid({ content, plans, labels, introOffer }: PlanGridProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <VisuallyHidden as="h2" id={TITLE_ID}>
        {content.title}
      </VisuallyHidden>
      <PlanList plans={plans} labels={labels} labelledBy={TITLE_ID} />
      <Notes>
        {introOffer && <OfferTerms>{introOffer.terms}</OfferTerms>}
        <p>{content.footnote}</p>
      </Notes>
    </Section>
  );
}
