import { FactList } from '../../components/FactList';
import { PageIntro } from '../../components/PageIntro';
import type { PricingIntroContent } from '../../content/pricing';

export interface PricingIntroProps {
  /** The section's words (`PricingIntroContent`), from `src/content/pricing.ts`; nothing the section says is written in the component. */
  content: PricingIntroContent;
}

/** The page's opening: what the plans are for, in which currency, without VAT. */
export function PricingIntro({ content }: PricingIntroProps) {
  return (
    <PageIntro titleId="pricing-intro-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
      <FactList items={content.facts} spaceAbove={6} />
    </PageIntro>
  );
}
