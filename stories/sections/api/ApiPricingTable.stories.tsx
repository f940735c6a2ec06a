import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiPricingTable } from '../../../src/sections/api/ApiPricingTable';
import { formatterFor } from '../../../src/lib/format';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

/** Figures as the German stories show them. */
const germanFormat = formatterFor('de-CH');

const { pricing } = apiProductsContent;

const meta = {
  title: 'Sections/Api/ApiPricingTable',
  component: ApiPricingTable,
  parameters: { layout: 'fullscreen' },
  args: { content: pricing },
  render: (args) => (
    <>
      <ApiPricingTable {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof ApiPricingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Preise der API in Schweizer Franken, exkl. MWST' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Leistung', 'Preis']);
    const rows = within(table).getAllByRole('row').slice(1);
    const read = rows.map((row) => [within(row).getByRole('rowheader').firstChild?.textContent, within(row).getByRole('cell').textContent]);
    await expect(read).toEqual([
      ['API-Abo', `${germanFormat.chf(9.99)}pro Monat`],
      ['Open-Source-Modelle', `${germanFormat.chfRange(0.5, 2)}pro 1’000 Tokens`],
      ['Premium-Modelle', `${germanFormat.chfRange(2, 5, { cents: true })}pro 1’000 Tokens`],
      ['Embeddings', `${germanFormat.chf(0.3)}pro 1’000 Tokens`],
    ]);

    await userEvent.click(canvas.getByRole('link', { name: 'Individuelles Paket anfragen' }));
    await expectLocation(canvas, '/de/contact');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
