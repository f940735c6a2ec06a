import styled from 'styled-components';
import { Section } from '../../components/Section';
import { TableRegion } from '../../components/TableRegion';
import { SectionIntro } from '../../components/SectionIntro';
import type { TokenExamplesContent, TokenFact } from '../../content/pricing';
import type { Formatter } from '../../lib/format';
import { useFormatter } from '../../lib/localeContext';
import { TokenEstimator, type TokenEstimatorProps } from './TokenEstimator';
import { Island } from '../../components/Island';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';
import { Columns } from '../../components/Columns';

export interface TokenExamplesProps {
  /** The section's words (`TokenExamplesContent`), from `src/content/pricing.ts`; nothing the section says is written in the component. */
  content: TokenExamplesContent;
  /** Counts the estimator starts with; empty when left out. */
  initialCounts?: TokenEstimatorProps['initialCounts'];
}

const CAPTION_ID = 'token-examples-caption';
const TITLE_ID = 'pricing-tokens-title';

const Facts = styled(Grid)`
  margin-bottom: ${theme.space[7]};

  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding-top: ${theme.space[4]};
    border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};
  }
`;

const Figure = styled.span`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.015em;
  line-height: ${theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const FactText = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: left;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
    padding-bottom: ${theme.space[3]};
  }
  th,
  td {
    padding: ${theme.space[3]} 0;
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.inkMuted};
    border-bottom-color: ${theme.colors.lineStrong};
  }
  tbody th {
    font-weight: ${theme.fontWeights.regular};
    padding-right: ${theme.space[4]};
  }
  td,
  thead th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

function factFigure(value: TokenFact['value'], format: Formatter): string {
  return typeof value === 'number' ? format.number(value) : `${format.number(value[0])}–${format.number(value[1])}`;
}

/** What a token is worth in pages and texts, and an estimator for the team's own month. */
export function TokenExamples({ content, initialCounts }: TokenExamplesProps) {
  const format = useFormatter();
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Facts element="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: 5 }} aria-label={content.factsLabel}>
        {content.facts.map((fact) => (
          <li key={fact.text}>
            <Figure>
              {factFigure(fact.value, format)} {fact.unit}
            </Figure>{' '}
            <FactText>{fact.text}</FactText>
          </li>
        ))}
      </Facts>
      <Columns $split="5-7" $gap={7}>
        <TableRegion labelledBy={CAPTION_ID}>
          <Table>
            <caption id={CAPTION_ID}>{content.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{content.kindHeader}</th>
                <th scope="col">{content.tokensHeader}</th>
              </tr>
            </thead>
            <tbody>
              {content.kinds.map((kind) => (
                <tr key={kind.id}>
                  <th scope="row">{kind.label}</th>
                  <td>{format.number(kind.tokens)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
        <Island component={TokenEstimator} props={{ content: content.estimator, kinds: content.kinds, initialCounts }} />
      </Columns>
    </Section>
  );
}
