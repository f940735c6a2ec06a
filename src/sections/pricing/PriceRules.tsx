import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import type { PriceRulesContent } from '../../content/pricing';
import { withoutEndedOffer } from '../../lib/introOffer';
import { media, theme } from '../../design/theme';

export interface PriceRulesProps {
  /** Title and the rules on users, quota and contract, each a question with a short answer. */
  content: PriceRulesContent;
  /** Whether the introductory offer runs: its question shows only then. */
  introOfferRunning: boolean;
}

const TITLE_ID = 'price-rules-title';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]} ${theme.space[7]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

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
      <List aria-labelledby={TITLE_ID}>
        {items.map((item) => (
          <Item key={item.id}>
            <Heading level={3} size="sm">
              {item.question}
            </Heading>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
    </Section>
  );
}
