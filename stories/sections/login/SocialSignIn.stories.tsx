import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SocialSignIn } from '../../../src/sections/login/SocialSignIn';
import { contentFor } from '../../../src/content/siteContent';

const { loginContent } = contentFor('de-CH').login;

const meta = {
  title: 'Sections/Login/SocialSignIn',
  component: SocialSignIn,
  args: { content: loginContent.social, onSignIn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Mit einem bestehenden Konto fortfahren' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mit Google anmelden' }));
    await expect(args.onSignIn).toHaveBeenLastCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: 'Mit GitHub anmelden' }));
    await expect(args.onSignIn).toHaveBeenLastCalledWith('github');
  },
};

export const Narrow: Story = {
  parameters: { visual: { viewport: { width: 375, height: 400 } } },
  play: async ({ canvas }) => {
    // Both buttons stay whole and inside the narrow screen.
    for (const name of ['Mit Google anmelden', 'Mit GitHub anmelden']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(375);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};
