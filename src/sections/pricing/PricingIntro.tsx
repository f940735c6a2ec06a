import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { FactList } from '../../components/FactList';
import { Eyebrow } from '../../components/SectionIntro';
import type { PricingIntroContent } from '../../content/pricing';

export interface PricingIntroProps {
  content: PricingIntroContent;
}

const TITLE_ID = 'pricing-intro-title';

const Lead = styled.p`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The page's opening: what the plans are for, in which currency, without VAT. */
export function PricingIntro({ content }: PricingIntroProps) {
  return (
    <Section labelledBy={TITLE_ID} spacing="compact">
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Heading level={1} id={TITLE_ID}>
        {content.title}
      </Heading>
      <Lead>{content.lead}</Lead>
      <FactList items={content.facts} spaceAbove={6} />
    </Section>
  );
}
