import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from '../../src/components/DataTable';
import { contentFor } from '../../src/content/siteContent';

const { cookieTable } = contentFor('de-CH').legal.serviceTables;

/** The cookie policy's table of necessary cookies, as the content gives it. */
const table = cookieTable('necessary');

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: { caption: table.caption, columns: table.columns, rows: table.rows },
} satisfies Meta<typeof DataTable>;
export default meta;

/**
 * Markup only, as the browser draws it before a section styles it
 * (LegalTableView, TableRegion's stories): named by its caption, each row
 * headed by its first cell, each cell labelled with its column.
 */
export const AsMarkup: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const shown = canvas.getByRole('table', { name: table.caption });
    await expect(within(shown).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([...table.columns]);
    const [name = '', firstCell = ''] = table.rows[0] ?? [];
    await expect(within(shown).getByRole('rowheader', { name })).toBeVisible();
    await expect(within(shown).getByRole('cell', { name: firstCell })).toHaveAttribute('data-label', table.columns[1]);
  },
};
