import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { TableRegion } from '../../src/components/TableRegion';
import { cookieTable } from '../../src/content/legal/serviceTables';
import { reviewWidths } from '../support/reviewPresets';

const CAPTION_ID = 'table-region-caption';

/** The cookie policy's table of necessary cookies: five columns, wider than the smallest screen. */
const table = cookieTable('necessary');

/** A plain data table, as a section styles one. */
const SampleTable = styled.table`
  border-collapse: collapse;
  caption {
    padding-bottom: 8px;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 8px 16px 8px 0;
    text-align: left;
    vertical-align: top;
  }
  /* Like the SEO overview's rows: a row stays on one line and the region scrolls, rather than squeezing words to a letter column. */
  th,
  td {
    white-space: nowrap;
  }
`;

const meta = {
  title: 'Components/TableRegion',
  component: TableRegion,
  args: { labelledBy: CAPTION_ID, children: null },
  render: (args) => (
    <TableRegion {...args}>
      <SampleTable>
        <caption id={CAPTION_ID}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([first, ...cells]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {cells.map((cell, index) => (
                <td key={table.columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </SampleTable>
    </TableRegion>
  ),
} satisfies Meta<typeof TableRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen the table fits: nothing scrolls, the region only names it. */
export const TableFits: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: table.caption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/**
 * At 320 px the table is wider than the screen: it scrolls inside its
 * region, which a keyboard reaches with Tab, and the page does not scroll
 * sideways.
 */
export const ScrollsInItsRegion: Story = {
  globals: { viewport: { value: 'reflow', isRotated: false } },
  parameters: { visual: { viewport: { width: reviewWidths.reflow, height: 400 } } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: table.caption });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    region.blur();
  },
};
