import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentPrompts } from '../../../src/site/consent/ConsentPrompts';
import { integrationSpies, setConsent } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;

/**
 * What every page carries of consent: the banner in its slot and the
 * settings dialog, closed. The consent behaviour decides what shows from
 * the consent state; the banner and the dialog have their own stories,
 * these are its decisions. Behaviour only: the pictures are theirs.
 */
const meta = {
  title: 'Site/Consent/ConsentPrompts',
  component: ConsentPrompts,
  args: { content: consentContent },
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof ConsentPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** A stored choice opens the dialog as it was decided. */
export const OnTheStoredChoice: Story = {
  parameters: { consent: { status: 'decided', choice: { functional: true, analytics: true, marketing: true }, settingsOpen: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    for (const name of ['Funktional', 'Analytisch', 'Marketing']) await expect(canvas.getByRole('switch', { name })).toBeChecked();
    // A switch changed and then closed without saving is not a choice: the next opening shows the stored one again.
    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Schliessen' }));
    await expect(integrationSpies.consent.save).not.toHaveBeenCalled();
    setConsent({ settingsOpen: true });
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Marketing' })).toBeChecked());
  },
};
