import styled from 'styled-components';
import { Check } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
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

const Facts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
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
      <Facts>
        {content.facts.map((fact) => (
          <li key={fact}>
            <Icon icon={Check} size="sm" />
            {fact}
          </li>
        ))}
      </Facts>
    </Section>
  );
}
