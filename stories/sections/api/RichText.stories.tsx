import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from '../../../src/sections/api/RichText';
import { contentFor } from '../../../src/content/siteContent';

/** The quickstart's embeddings endpoint: a sentence with two pieces of inline code. */
const embeddings = contentFor('de-CH').apiProducts.apiProductsContent.quickstart.more.endpoints.find((endpoint) => endpoint.id === 'embeddings')!;

const meta = {
  title: 'Sections/Api/RichText',
  component: RichText,
  args: { parts: embeddings.text },
  render: (args) => (
    <p>
      <RichText {...args} />
    </p>
  ),
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInlineCode: Story = {
  play: async ({ canvasElement }) => {
    const codes = embeddings.text.flatMap((part) => (typeof part === 'string' ? [] : [part.code]));
    await expect([...canvasElement.querySelectorAll('code')].map((code) => code.textContent)).toEqual(codes);
    const sentence = embeddings.text.map((part) => (typeof part === 'string' ? part : part.code)).join('');
    await expect(canvasElement.querySelector('p')).toHaveTextContent(sentence.replace(/\s+/g, ' ').trim());
  },
};
