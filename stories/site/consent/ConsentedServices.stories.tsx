import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentPrompts } from '../../../src/site/consent/ConsentPrompts';
import { CookieSettingsButton } from '../../../src/site/consent/CookieSettingsButton';
import { Section } from '../../../src/components/Section';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;
const { footerNav } = contentFor('de-CH').navigation;

/**
 * Which services run follows the consent (the behaviour `consentedServices`):
 * the chat boots with functional consent, is told of the page view and
 * shuts down when consent is withdrawn; marketing consent loads the
 * LinkedIn Insight tag, and withdrawing it stops the tags. The settings are
 * reopened as on the site, from the footer's button.
 */
const meta = {
  title: 'Site/Consent/ConsentedServices',
  component: ConsentPrompts,
  args: { content: consentContent },
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  render: (args) => (
    <Section tone="inverse">
      <CookieSettingsButton label={footerNav.cookieSettings} />
      <ConsentPrompts {...args} />
    </Section>
  ),
} satisfies Meta<typeof ConsentPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingWithoutConsent: Story = {
  play: async () => {
    await expect(integrationSpies.chat.boot).not.toHaveBeenCalled();
    await expect(integrationSpies.marketing.loadInsightTag).not.toHaveBeenCalled();
    await expect(integrationSpies.marketing.stop).not.toHaveBeenCalled();
  },
};

export const NothingBeforeAnyChoice: Story = {
  parameters: { consent: { status: 'pending', decidedAt: null } },
  play: async () => {
    await expect(integrationSpies.chat.boot).not.toHaveBeenCalled();
    await expect(integrationSpies.marketing.loadInsightTag).not.toHaveBeenCalled();
  },
};

export const FunctionalConsentBootsTheChat: Story = {
  parameters: { consent: { choice: { functional: true, analytics: false, marketing: false } } },
  play: async () => {
    await waitFor(() => expect(integrationSpies.chat.boot).toHaveBeenCalledOnce());
    // Every page is a view: the chat hears of it once booted.
    await waitFor(() => expect(integrationSpies.chat.notifyNavigation).toHaveBeenCalledOnce());
  },
};

export const MarketingConsentLoadsTheInsightTag: Story = {
  parameters: { consent: { choice: { functional: false, analytics: false, marketing: true } } },
  play: async () => {
    await waitFor(() => expect(integrationSpies.marketing.loadInsightTag).toHaveBeenCalledOnce());
    await expect(integrationSpies.chat.boot).not.toHaveBeenCalled();
  },
};

export const WithdrawingFunctionalShutsTheChatDown: Story = {
  parameters: { consent: { choice: { functional: true, analytics: false, marketing: false } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await userEvent.click(await canvas.findByRole('switch', { name: 'Funktional' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
    await waitFor(() => expect(integrationSpies.chat.shutdown).toHaveBeenCalledOnce());
  },
};

export const WithdrawingMarketingStopsTheTags: Story = {
  parameters: { consent: { choice: { functional: false, analytics: false, marketing: true } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle ablehnen' }));
    await waitFor(() => expect(integrationSpies.marketing.stop).toHaveBeenCalledOnce());
    await expect(integrationSpies.chat.shutdown).not.toHaveBeenCalled();
  },
};
