import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentManager, loadConsentPrompts } from '../../../src/site/consent/ConsentManager';
import { ConsentedServices } from '../../../src/site/consent/ConsentedServices';
import { CookieSettingsButton } from '../../../src/site/consent/CookieSettingsButton';
import { Section } from '../../../src/components/Section';
import { footerNav } from '../../../src/content/de/navigation';
import { integrationSpies } from '../../support/integrationSpies';
import { localeOfGlobals } from '../../support/storyLanguage';

/**
 * Which services run follows the consent: the chat boots with functional
 * consent and shuts down when it is withdrawn; withdrawing marketing stops
 * the tags. The settings are reopened as on the site, from a footer-style button.
 */
const meta = {
  title: 'Site/Consent/ConsentedServices',
  // The banner and dialog are a chunk of their own: loaded before the story, as on a site that has shown them.
  loaders: [({ globals }) => loadConsentPrompts(localeOfGlobals(globals))],
  component: ConsentedServices,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  render: () => (
    <Section tone="inverse">
      <CookieSettingsButton label={footerNav.cookieSettings} />
      <ConsentManager />
      <ConsentedServices />
    </Section>
  ),
} satisfies Meta<typeof ConsentedServices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingWithoutConsent: Story = {
  play: async () => {
    await expect(integrationSpies.chat.boot).not.toHaveBeenCalled();
    await expect(integrationSpies.marketing.stop).not.toHaveBeenCalled();
  },
};

export const FunctionalConsentBootsTheChat: Story = {
  parameters: { consent: { choice: { functional: true, analytics: false, marketing: false } } },
  play: async () => {
    await waitFor(() => expect(integrationSpies.chat.boot).toHaveBeenCalledOnce());
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
