import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Columns } from '../../components/Columns';
import type { PricesContent } from '../../content/academy';
import type { SeatPrices } from '../../lib/cohortSeats';
import { SeatCalculator } from './SeatCalculator';
import { Island } from '../../components/Island';
import { theme } from '../../design/theme';

export interface AcademyPricesProps {
  /** The intro, the three prices with their notes, the spec's example and the calculator's words. */
  content: PricesContent;
  /** The amounts the calculator adds up: the same figures the price lines show. */
  prices: SeatPrices;
}

const TITLE_ID = 'academy-prices-title';

const Lines = styled.dl`
  display: grid;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};

  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space[1]} ${theme.space[4]};
    padding: ${theme.space[4]} 0;
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
  dd:first-of-type {
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    white-space: nowrap;
  }
  dd:last-of-type {
    grid-column: 1 / -1;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;

const Example = styled.p`
  margin-top: ${theme.space[5]};
  font-weight: ${theme.fontWeights.semibold};
`;

/** What the Academy costs per person and for the onsite day, and a calculator for a team's total. */
export function AcademyPrices({ content, prices }: AcademyPricesProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Columns $split="7-5" $gap={7}>
        <div>
          <Lines>
            {content.lines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
                <dd>{line.note}</dd>
              </div>
            ))}
          </Lines>
          <Example>{content.example}</Example>
        </div>
        <Island component={SeatCalculator} props={{ content: content.calculator, prices }} />
      </Columns>
    </Section>
  );
}
