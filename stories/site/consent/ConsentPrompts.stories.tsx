import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsentSettings } from '../../../src/site/consent/ConsentPrompts';
import { fullConsent, initialConsentSnapshot } from '../../../src/integrations/consentConfig';
import { integrationSpies } from '../../support/integrationSpies';
import { consentContent } from '../../../src/content/de/consent';

/**
 * The chunk ConsentManager loads when the settings open (and the banner where
 * the page was not prerendered): `ConsentSettings` opens the dialog on the
 * stored choice and hands its answers to the consent engine. Behaviour only:
 * the pictures are the ConsentBanner and ConsentSettingsDialog stories'.
 */
const meta = {
  title: 'Site/Consent/ConsentPrompts',
  component: ConsentSettings,
  args: { content: consentContent, snapshot: { ...initialConsentSnapshot, status: 'pending', settingsOpen: true }, consent: integrationSpies.consent },
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof ConsentSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a first choice: every optional category off; «Alle ablehnen» goes to the engine. */
export const BeforeAChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    for (const name of ['Funktional', 'Analytisch', 'Marketing']) await expect(canvas.getByRole('switch', { name })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Alle ablehnen' }));
    await expect(integrationSpies.consent.rejectAll).toHaveBeenCalledOnce();
  },
};

/** A stored choice opens the dialog as it was decided; closing it asks the engine to close, nothing more. */
export const OnTheStoredChoice: Story = {
  args: { snapshot: { ...initialConsentSnapshot, status: 'decided', choice: fullConsent, settingsOpen: true } },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Funktional', 'Analytisch', 'Marketing']) await expect(canvas.getByRole('switch', { name })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Schliessen' }));
    await expect(integrationSpies.consent.closeSettings).toHaveBeenCalledOnce();
    await expect(integrationSpies.consent.save).not.toHaveBeenCalled();
  },
};
