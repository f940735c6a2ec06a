import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiBenefits } from '../../../src/sections/api/ApiBenefits';
import { operator } from '../../../src/content/operator';
import { contentFor } from '../../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

const { benefits } = apiProductsContent;

const meta = {
  title: 'Sections/Api/ApiBenefits',
  component: ApiBenefits,
  parameters: { layout: 'fullscreen' },
  args: { content: benefits },
} satisfies Meta<typeof ApiBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: benefits.title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'OpenAI-kompatibel',
      'Gehostet in der Schweiz',
      'Mistral und GPT zur Wahl',
      'Embeddings für Suche und RAG',
    ]);
    // The one change an existing SDK needs: the base URL.
    await expect(items[0]).toHaveTextContent(operator.api.baseUrl);
    await expect(items[1]).toHaveTextContent('ISO 27001 und ISO 9001');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: benefits.title })).toBeVisible();
  },
};
