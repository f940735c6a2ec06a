import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from '../../../src/sections/api/RichText';

const meta = {
  title: 'Sections/Api/RichText',
  component: RichText,
  args: { parts: ['Senden Sie einen ', { code: 'POST' }, ' an ', { code: '/v1/chat/completions' }, ' und lesen Sie die Antwort.'] },
  render: (args) => (
    <p>
      <RichText {...args} />
    </p>
  ),
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInlineCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('/v1/chat/completions').tagName).toBe('CODE');
    await expect(canvasElement.querySelectorAll('code')).toHaveLength(2);
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Senden Sie einen POST an /v1/chat/completions und lesen Sie die Antwort.');
  },
};
