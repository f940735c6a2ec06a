import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { integrationSpies } from '../support/integrationSpies';
import { JumpLink } from '../../src/components/JumpLink';

const meta = {
  title: 'Components/JumpLink',
  component: JumpLink,
  args: { children: 'Jetzt Termin wählen', targetId: 'ziel', reportsConversion: true },
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
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Jetzt Termin wählen' });
    await expect(link).toHaveAttribute('href', '#ziel');
    await userEvent.click(link);
    // A jump within the page is a conversion here (as on the free-session page), reported without a target.
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith(undefined);
    // The next Tab continues from the target, not from the button.
    await expect(canvas.getByText('Ziel der Sprungmarke')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
