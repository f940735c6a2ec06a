import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenExamples } from '../../../src/sections/pricing/TokenExamples';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const meta = {
  title: 'Sections/Pricing/TokenExamples',
  component: TokenExamples,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.tokens },
} satisfies Meta<typeof TokenExamples>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('list', { name: pricingContent.tokens.factsLabel });
    const items = within(facts).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('1’500 A4-Seiten entsprechen rund 1 Million Tokens');
    await expect(items[1]).toHaveTextContent('700 Tokens für eine A4-Seite mit 500 Wörtern');
    await expect(items[2]).toHaveTextContent('60’000–100’000 Tokens für ein ganzes Buch');
    await expect(items[3]).toHaveTextContent('1.3–1.5 Tokens pro Wort');

    const table = canvas.getByRole('table', { name: pricingContent.tokens.tableCaption });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await expect(row('Social-Media-Beitrag')).toHaveTextContent('500');
    await expect(row('Marketingstrategie')).toHaveTextContent('2’500');
    await expect(row('Analyse eines Businessplans')).toHaveTextContent('3’000');
    await expect(row('Produktbeschreibung')).toHaveTextContent('1’500');
    await expect(row('Blogartikel')).toHaveTextContent('2’500');

    // The estimator sits beside the table, empty at first.
    await expect(canvas.getByRole('group', { name: pricingContent.tokens.estimator.title })).toBeVisible();
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('0 Tokens');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: pricingContent.tokens.tableCaption })).toBeVisible();
  },
};
