import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import type { PriceRulesContent } from '../../content/pricing';
import { withoutEndedOffer } from '../../lib/introOffer';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface PriceRulesProps {
  /** Title and the rules on users, quota and contract, each a question with a short answer. */
  content: PriceRulesContent;
  /** Whether the introductory offer runs: its question shows only then. */
  introOfferRunning: boolean;
}

const TITLE_ID = 'price-rules-title';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** The rules behind the prices, every answer visible at once. */
export function PriceRules({ content, introOfferRunning }: PriceRulesProps) {
  const items = withoutEndedOffer(content.items, introOfferRunning);
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: [6, 7] }} aria-labelledby={TITLE_ID}>
        {items.map((item) => (
          <Item key={item.id}>
            <Heading level={3} size="sm">
              {item.question}
            </Heading>
            <p>{item.answer}</p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
