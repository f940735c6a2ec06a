import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { LinkButton } from '../../components/LinkButton';
import { Card } from '../../components/Card';
import { TableRegion } from '../../components/TableRegion';
import { BACKDROP } from '../../components/scrollHint';
import type { ApiPricingContent, PriceFigure } from '../../content/apiProducts';
import type { Formatter } from '../../lib/format';
import { useFormatter } from '../../lib/localeContext';
import { media, theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Columns } from '../../components/Columns';

export interface ApiPricingTableProps {
  /** The section's words (`ApiPricingContent`), from `src/content/apiProducts.ts`; nothing the section says is written in the component. */
  content: ApiPricingContent;
}

const TITLE_ID = 'api-pricing-title';
const CAPTION_ID = 'api-pricing-caption';

/** Every price in the table with rappen, so the column reads evenly: CHF 9.99, CHF 2.00–5.00, CHF 0.30. */
export function formatPrice(price: PriceFigure, format: Formatter): string {
  return price.kind === 'fixed' ? format.chf(price.amount) : format.chfRange(price.from, price.to, { cents: true });
}

const Frame = styled.div`
  ${cardSurface({ ground: 'paper' })}
  ${BACKDROP}: ${theme.colors.paper};
  padding: ${theme.space[2]} ${theme.space[5]} ${theme.space[3]};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-block: ${theme.space[3]};
    text-align: left;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }

  th,
  td {
    padding-block: ${theme.space[4]};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    padding-block: ${theme.space[2]};
    border-bottom: ${theme.borderWidths.thick} solid ${theme.colors.ink};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  tbody tr + tr > * {
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }

  tbody th {
    padding-right: ${theme.space[4]};
    font-weight: ${theme.fontWeights.semibold};
  }

  th:last-child,
  td:last-child {
    text-align: right;
  }

  /* On a narrow phone each row stacks, its price under its name: side by side, «CHF 0.50–2.00» would be cut at the screen's edge. */
  ${media.belowSm} {
    &,
    caption,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      display: none;
    }
    tbody th {
      padding-bottom: ${theme.space[2]};
    }
    td,
    td:last-child {
      padding-top: 0;
      text-align: left;
    }
    tbody tr + tr > td {
      border-top: 0;
    }
  }
`;

const Detail = styled.span`
  display: block;
  margin-top: ${theme.space[1]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.inkMuted};
`;

const Amount = styled.span`
  display: block;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Unit = styled.span`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const Notes = styled.div`
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const VolumeText = styled.p`
  color: ${theme.colors.inkMuted};
`;

/** The API's prices as a real table: subscription and usage fees, with the way to a custom package. */
export function ApiPricingTable({ content }: ApiPricingTableProps) {
  const format = useFormatter();
  const { table, volume } = content;
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Columns $split="7-4" $gap={6} $wideGap={7}>
        <div>
          <Frame>
            <TableRegion labelledBy={CAPTION_ID}>
              <Table>
                <caption id={CAPTION_ID}>{table.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{table.columns.item}</th>
                    <th scope="col">{table.columns.price}</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        {row.name}
                        <Detail>{row.detail}</Detail>
                      </th>
                      <td>
                        <Amount>{formatPrice(row.price, format)}</Amount>
                        <Unit>{row.unit}</Unit>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableRegion>
          </Frame>
          <Notes>
            {content.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </Notes>
        </div>
        <Card tone="paper">
          <Heading level={3} size="md">
            {volume.title}
          </Heading>
          <VolumeText>{volume.text}</VolumeText>
          <div>
            <LinkButton to={volume.link.to} variant="secondary">
              {volume.link.label}
            </LinkButton>
          </div>
        </Card>
      </Columns>
    </Section>
  );
}
