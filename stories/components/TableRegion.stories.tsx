import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { theme } from '../../src/design/theme';
import { DataTable } from '../../src/components/DataTable';
import { TableRegion } from '../../src/components/TableRegion';
import { reviewWidths } from '../support/reviewPresets';
import { contentFor } from '../../src/content/siteContent';

const { cookieTable } = contentFor('de-CH').legal.serviceTables;

const CAPTION_ID = 'table-region-caption';

/** The cookie policy's table of necessary cookies: five columns, wider than the smallest screen. */
const table = cookieTable('necessary');

/** A plain data table, as a section styles one. Like the SEO overview's rows, a row stays on one line and the region scrolls, rather than squeezing words to a letter column. */
const SampleTable = styled(DataTable)`
  border-collapse: collapse;
  caption {
    padding-bottom: ${theme.space[2]};
    text-align: left;
    font-weight: ${theme.fontWeights.semibold};
  }
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[4]} ${theme.space[2]} 0;
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }
`;

const meta = {
  title: 'Components/TableRegion',
  component: TableRegion,
  args: { labelledBy: CAPTION_ID, children: null },
  render: (args) => (
    <TableRegion {...args}>
      <SampleTable captionId={CAPTION_ID} caption={table.caption} columns={table.columns} rows={table.rows} />
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
