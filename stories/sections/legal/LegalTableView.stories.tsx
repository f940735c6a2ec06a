import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalTableView } from '../../../src/sections/legal/LegalTableView';
import type { LegalTable } from '../../../src/content/legal/legalDocument';
import { contentFor } from '../../../src/content/siteContent';

const { cookieTable } = contentFor('de-CH').legal.serviceTables;

// The cookie policy's own tables, built from the one service list.
const necessary = cookieTable('necessary');
const withoutCookies = (['analytics', 'functional', 'marketing'] as const).map(cookieTable).find((table) => table.rows.length === 0);

const meta = {
  title: 'Sections/Legal/LegalTableView',
  component: LegalTableView,
  args: { table: necessary },
} satisfies Meta<typeof LegalTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks a table as a screen reader reads it: caption, column titles, and each row named by its first cell. */
async function expectReadableTable(canvas: ReturnType<typeof within>, table: LegalTable) {
  const element = canvas.getByRole('table', { name: table.caption });
  await expect(within(element).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([...table.columns]);
  for (const [first] of table.rows) await expect(within(element).getByRole('rowheader', { name: first })).toBeInTheDocument();
}

/** On a wide screen: a real table, one row per cookie. */
export const Wide: Story = {
  play: async ({ canvas, args }) => {
    await expectReadableTable(canvas, args.table);
  },
};

/** On a phone: each row is a block whose lines carry their column's title, so nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, canvasElement, args }) => {
    for (const [first = ''] of args.table.rows) await expect(canvas.getByText(first)).toBeVisible();
    await expect(canvas.queryByRole('columnheader')).not.toBeInTheDocument();
    const cell = canvasElement.querySelector('td')!;
    await expect(getComputedStyle(cell, '::before').content).toBe(`"${args.table.columns[1]}: "`);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A category without cookies: one sentence instead of an empty table. */
export const NoRows: Story = {
  args: { table: withoutCookies ?? { ...necessary, rows: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText(args.table.empty)).toBeVisible();
    await expect(canvas.getByText(`${args.table.caption}:`)).toBeVisible();
  },
};
