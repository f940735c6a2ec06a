import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { PricingPreviewContent } from '../../content/home';
import type { Plan, PlanCardLabels } from '../../content/plans';
import { PlanList } from '../shared/PlanList';
import { SectionIntro } from '../../components/SectionIntro';

export interface PricingPreviewProps {
  /** The section's words (`PricingPreviewContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: PricingPreviewContent;
  /** The plans as shown today, i.e. with a running introductory offer applied. */
  plans: ReadonlyArray<Plan>;
  /** The words every plan card shares (per month, recommended, …). */
  labels: PlanCardLabels;
}

const TITLE_ID = 'home-pricing-title';

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
      <PlanList plans={plans} labels={labels} labelledBy={TITLE_ID} />
    </Section>
  );
}
