import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { TableRegion } from '../../src/components/TableRegion';
import { reviewWidths } from '../support/reviewPresets';

const CAPTION_ID = 'review-widths-caption';

/** A sample data table whose figures must not wrap, wider than the smallest screen. */
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
    white-space: nowrap;
  }
`;

const rows = [
  ['Kleinste Breite', `${reviewWidths.reflow} px`, 'jede Seite, mit und ohne grösseren Textabstand', 'WCAG 1.4.10 und 1.4.12'],
  ['Telefon', `${reviewWidths.phone} px`, 'jede Seite, jede Story einer Seite', 'Besucherdurchgang'],
  ['Tablet', `${reviewWidths.tablet} px`, 'in der Durchsicht', 'Breakpoint md'],
  ['Desktop', `${reviewWidths.desktop} px`, 'jede Seite, jede Story', 'Besucherdurchgang'],
];

const meta = {
  title: 'Components/TableRegion',
  component: TableRegion,
  args: { labelledBy: CAPTION_ID, children: null },
  render: (args) => (
    <TableRegion {...args}>
      <SampleTable>
        <caption id={CAPTION_ID}>Breiten, in denen die Website geprüft wird</caption>
        <thead>
          <tr>
            <th scope="col">Ansicht</th>
            <th scope="col">Breite</th>
            <th scope="col">Was geprüft wird</th>
            <th scope="col">Grundlage</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([view, ...cells]) => (
            <tr key={view}>
              <th scope="row">{view}</th>
              {cells.map((cell) => (
                <td key={cell}>{cell}</td>
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
    const region = canvas.getByRole('region', { name: 'Breiten, in denen die Website geprüft wird' });
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
    const region = canvas.getByRole('region', { name: 'Breiten, in denen die Website geprüft wird' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    region.blur();
  },
};
