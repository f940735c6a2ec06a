import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from '../../src/site/SkipLink';

const meta = {
  title: 'Site/SkipLink',
  component: SkipLink,
  args: { targetId: 'main', children: 'Zum Inhalt springen' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p style={{ padding: '5rem 1.5rem 1rem' }}>
        <a href="/de">Ein Link in der Kopfzeile</a>
      </p>
      <main id="main" tabIndex={-1} style={{ padding: '1rem 1.5rem' }}>
        <h1>Seiteninhalt</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

export const FocusedJumpsToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
