import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthPageLayout } from '../../../src/sections/login/AuthPageLayout';
import { contentFor } from '../../../src/content/siteContent';

const { resetPasswordContent } = contentFor('de-CH').resetPassword;

const { backLink, heading, lead, facts } = resetPasswordContent;

const meta = {
  title: 'Sections/Login/AuthPageLayout',
  component: AuthPageLayout,
  parameters: { route: '/de/reset-password' },
  args: { backLink, heading, lead, facts, children: <p data-story-chrome="">Hier steht das Formular der Seite.</p> },
} satisfies Meta<typeof AuthPageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Large screens: way back, heading, lead and facts on the left, the card beside them. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: backLink.label })).toHaveAttribute('href', backLink.to);
    const title = canvas.getByRole('heading', { level: 1, name: heading }).getBoundingClientRect();
    const card = canvas.getByText('Hier steht das Formular der Seite.').getBoundingClientRect();
    await expect(card.left).toBeGreaterThan(title.right);
    for (const fact of facts) await expect(canvas.getByText(fact)).toBeVisible();
  },
};

/** Small screens: the card follows the lead, the facts come after it. */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Hier steht das Formular der Seite.').getBoundingClientRect();
    const firstFact = canvas.getByText(facts[0]!).getBoundingClientRect();
    await expect(firstFact.top).toBeGreaterThan(card.bottom);
  },
};
