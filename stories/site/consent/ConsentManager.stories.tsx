import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentManager, loadConsentPrompts } from '../../../src/site/consent/ConsentManager';
import { localeOfGlobals } from '../../support/storyLanguage';
import { integrationSpies, setConsent } from '../../support/integrationSpies';

/**
 * Reads the stored choice after hydration and decides what shows. The banner
 * and the dialog have their own stories; these are the manager's decisions.
 */
const meta = {
  title: 'Site/Consent/ConsentManager',
  // The banner and dialog are a chunk of their own: loaded before the story, as on a site that has shown them.
  loaders: [({ globals }) => loadConsentPrompts(localeOfGlobals(globals))],
  component: ConsentManager,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof ConsentManager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingUntilTheChoiceIsRead: Story = {
  parameters: { consent: { status: 'unknown', decidedAt: null } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(integrationSpies.consent.start).toHaveBeenCalled());
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    // The stored choice turns out to be missing: now the banner appears.
    setConsent({ status: 'pending' });
    await expect(await canvas.findByRole('region', { name: 'Ihre Daten, Ihre Wahl' })).toBeVisible();
  },
};

export const DecidedShowsNothing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The visitor asks for the settings before a first choice: the dialog, and no banner beside it until it closes. */
export const SettingsBeforeAChoice: Story = {
  parameters: { consent: { status: 'pending', decidedAt: null } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Ihre Daten, Ihre Wahl' });
    await expect(banner).toBeVisible();
    setConsent({ settingsOpen: true });
    await expect(await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(banner).not.toBeVisible();
    setConsent({ settingsOpen: false });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(banner).toBeVisible();
  },
};
