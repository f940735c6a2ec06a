import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResetPasswordPanel } from '../../../src/sections/login/ResetPasswordPanel';
import { contentFor } from '../../../src/content/siteContent';

const { resetPasswordContent } = contentFor('de-CH').resetPassword;

const meta = {
  title: 'Sections/Login/ResetPasswordPanel',
  component: ResetPasswordPanel,
  parameters: { route: '/de/reset-password' },
  args: { content: resetPasswordContent },
} satisfies Meta<typeof ResetPasswordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: the way back, heading and facts on the left, the form card beside them. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: resetPasswordContent.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/de/login');
    for (const fact of resetPasswordContent.facts) await expect(canvas.getByText(fact)).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const form = canvas.getByRole('form').getBoundingClientRect();
    await expect(form.left).toBeGreaterThan(heading.right);
  },
};

/** Small screens: the form right after the lead, the facts after it. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form').getBoundingClientRect();
    const firstFact = canvas.getByText(resetPasswordContent.facts[0]!).getBoundingClientRect();
    await expect(firstFact.top).toBeGreaterThan(form.bottom);
  },
};
