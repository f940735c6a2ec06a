import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SocialSignIn } from '../../../src/sections/login/SocialSignIn';
import { contentFor } from '../../../src/content/siteContent';
import { operator } from '../../../src/content/operator';
import { startStoryAt, storyPath } from '../../support/storyAddress';

const { loginContent } = contentFor('de-CH').login;

const meta = {
  title: 'Sections/Login/SocialSignIn',
  component: SocialSignIn,
  args: { content: loginContent.social, forwardTo: operator.app.login },
  parameters: { route: '/de/login' },
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
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Mit einem bestehenden Konto fortfahren' })).toBeVisible();
    // Each provider is offered in the app: both buttons lead to its login.
    for (const name of ['Mit Google anmelden', 'Mit GitHub anmelden']) {
      startStoryAt('/de/login');
      await userEvent.click(canvas.getByRole('button', { name }));
      await waitFor(() => expect(storyPath()).toBe(operator.app.login));
    }
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
