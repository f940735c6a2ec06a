import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginPanel } from '../../../src/sections/login/LoginPanel';
import { contentFor } from '../../../src/content/siteContent';

const { loginContent } = contentFor('de-CH').login;

const meta = {
  title: 'Sections/Login/LoginPanel',
  component: LoginPanel,
  parameters: { route: '/de/login' },
  args: { content: loginContent },
} satisfies Meta<typeof LoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: text and facts on the left, the form card beside them. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginContent.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    for (const fact of loginContent.facts) await expect(canvas.getByText(fact)).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const form = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(form.left).toBeGreaterThan(heading.right);
  },
};

/** Small screens: the form comes right after the lead, before the facts. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('tablist').getBoundingClientRect();
    const firstFact = canvas.getByText(loginContent.facts[0]!).getBoundingClientRect();
    await expect(firstFact.top).toBeGreaterThan(form.bottom);
  },
};
