import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { JumpLink } from '../../src/components/JumpLink';

const meta = {
  title: 'Components/JumpLink',
  component: JumpLink,
  args: { children: 'Jetzt Termin wählen', targetId: 'ziel', onJump: fn() },
  render: (args) => (
    <>
      <JumpLink {...args} />
      <div style={{ height: 600 }} />
      <div id="ziel" tabIndex={-1} style={{ padding: 16, border: '1px dashed currentColor' }}>
        Ziel der Sprungmarke
      </div>
    </>
  ),
} satisfies Meta<typeof JumpLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JumpsAndMovesFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Jetzt Termin wählen' });
    await expect(link).toHaveAttribute('href', '#ziel');
    await userEvent.click(link);
    await expect(args.onJump).toHaveBeenCalledOnce();
    // The next Tab continues from the target, not from the button.
    await expect(canvas.getByText('Ziel der Sprungmarke')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
