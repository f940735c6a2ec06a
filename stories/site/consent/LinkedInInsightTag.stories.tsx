import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LinkedInInsightTag } from '../../../src/site/consent/LinkedInInsightTag';
import { integrationSpies } from '../../support/integrationSpies';

/** Renders nothing; it asks the marketing integration for the tag once marketing consent is given. */
const meta = {
  title: 'Site/Consent/LinkedInInsightTag',
  component: LinkedInInsightTag,
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof LinkedInInsightTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutMarketingConsent: Story = {
  play: async () => {
    await expect(integrationSpies.marketing.loadInsightTag).not.toHaveBeenCalled();
  },
};

export const BeforeAnyChoice: Story = {
  parameters: { consent: { status: 'pending', decidedAt: null } },
  play: async () => {
    await expect(integrationSpies.marketing.loadInsightTag).not.toHaveBeenCalled();
  },
};

export const WithMarketingConsent: Story = {
  parameters: { consent: { choice: { functional: false, analytics: false, marketing: true } } },
  play: async () => {
    await waitFor(() => expect(integrationSpies.marketing.loadInsightTag).toHaveBeenCalledOnce());
  },
};
