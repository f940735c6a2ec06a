import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnboardingSupportBox } from '../../../src/sections/pricing/OnboardingSupportBox';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const meta = {
  title: 'Sections/Pricing/OnboardingSupportBox',
  component: OnboardingSupportBox,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.onboardingSupport },
} satisfies Meta<typeof OnboardingSupportBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: pricingContent.onboardingSupport.title });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Onboarding' })).toBeVisible();
    await expect(within(section).getByRole('heading', { level: 3, name: 'Support' })).toBeVisible();
    await expect(section).toHaveTextContent('Rund 2 Wochen');
    await expect(section).toHaveTextContent('Daten-Workshop von 4 Stunden');
    await expect(section).toHaveTextContent('Eine eigene Wissensdatenbank (RAG)');
    await expect(section).toHaveTextContent('8 Stunden Begleitung');
    await expect(section).toHaveTextContent('einmalig: CHF 2’500');
    await expect(section).toHaveTextContent('Montag bis Freitag, 9–17 Uhr');
    await expect(section).toHaveTextContent('innert 24 Stunden');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};
