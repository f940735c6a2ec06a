import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsentPrompts } from '../../../src/site/consent/ConsentPrompts';
import { initialConsentSnapshot } from '../../../src/integrations/consentConfig';
import { integrationSpies } from '../../support/integrationSpies';
import { consentContent } from '../../../src/content/de/consent';

/**
 * The chunk ConsentManager loads once a prompt shows: which prompt belongs to
 * which stored choice, with the words of src/content/<language>/consent.ts. Behaviour
 * only: the pictures are the ConsentBanner and ConsentSettingsDialog stories'.
 */
const meta = {
  title: 'Site/Consent/ConsentPrompts',
  component: ConsentPrompts,
  args: { content: consentContent, snapshot: initialConsentSnapshot, consent: integrationSpies.consent },
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof ConsentPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannerName = 'Ihre Daten, Ihre Wahl';

/** No valid choice stored: the banner, whose answers go to the consent engine. */
export const NoChoiceYet: Story = {
  args: { snapshot: { ...initialConsentSnapshot, status: 'pending' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Alle ablehnen' }));
    await expect(integrationSpies.consent.rejectAll).toHaveBeenCalledOnce();
  },
};

/** The visitor asked for the settings: the dialog, even before a first choice, and no banner beside it. */
export const SettingsAsked: Story = {
  args: { snapshot: { ...initialConsentSnapshot, status: 'pending', settingsOpen: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
  },
};

/** A valid choice is stored: nothing. */
export const ChoiceStored: Story = {
  args: { snapshot: { ...initialConsentSnapshot, status: 'decided' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
