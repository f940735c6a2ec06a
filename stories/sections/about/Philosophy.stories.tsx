import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Philosophy } from '../../../src/sections/about/Philosophy';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { philosophy } = aboutContent;

const meta = {
  title: 'Sections/About/Philosophy',
  component: Philosophy,
  args: { content: philosophy },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Philosophy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: philosophy.title })).toBeVisible();
    for (const paragraph of philosophy.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible();
    // The founder's statement is a quotation with its author and role.
    const statement = canvas.getByRole('figure');
    await expect(within(statement).getByRole('blockquote')).toHaveTextContent(philosophy.statement.quote);
    await expect(within(statement).getByText('Anna Beispiel')).toBeVisible();
    await expect(within(statement).getByText(philosophy.statement.role)).toBeVisible();
  },
};
