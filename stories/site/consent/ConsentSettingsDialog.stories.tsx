import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentSettingsDialog } from '../../../src/site/consent/ConsentSettingsDialog';
import { ConsentPrompts } from '../../../src/site/consent/ConsentPrompts';
import { noConsent } from '../../../src/integrations/consentConfig';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;

/**
 * The settings dialog, in every page, opened by the consent behaviour from
 * the banner, the footer's «Cookie-Einstellungen» or a page's own button,
 * on the stored choice.
 */
const meta = {
  title: 'Site/Consent/ConsentSettingsDialog',
  component: ConsentSettingsDialog,
  args: { content: consentContent.settings, categories: consentContent.categories },
  render: (args) => <ConsentPrompts content={{ ...consentContent, settings: args.content, categories: args.categories }} />,
  parameters: { layout: 'fullscreen', consent: { status: 'pending', decidedAt: null, settingsOpen: true } },
} satisfies Meta<typeof ConsentSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = 'Cookie-Einstellungen';

/**
 * Lets go of the focus the dialog took as it opened, so the picture shows
 * the dialog and not whether Chromium rings an element focused by a script
 * (it decides by the last real input). Where the focus goes is checked end
 * to end, on the served page (tests/e2e/consent.e2e.test.ts): in a story
 * page shared with a second worker it was not on the close button in two
 * one-core runs of the whole suite, so the story cannot be the place.
 */
function releaseFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export const SettingsOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    const necessary = canvas.getByRole('switch', { name: 'Notwendig' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Funktional', 'Analytisch', 'Marketing']) await expect(canvas.getByRole('switch', { name })).not.toBeChecked();
    await expect(canvas.getByText(/Intercom \(Support-Chat, Daten in der EU\)/)).toBeVisible();
    await expect(canvas.getByText(/LinkedIn Insight Tag/)).toBeVisible();
    releaseFocus();
  },
};

/** One story per category: switching it on and saving stores exactly that choice. */
const toggling = (name: string, category: keyof typeof noConsent): Story => ({
  // Behaviour only: after saving, the picture equals ConsentBanner/AcceptingAll (the dialog gone).
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name }));
    await expect(canvas.getByRole('switch', { name })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
    await expect(integrationSpies.consent.save).toHaveBeenCalledOnce();
    await expect(integrationSpies.consent.save).toHaveBeenCalledWith({ ...noConsent, [category]: true });
    // Closed, the dialog stays in the page for the next time, out of the accessibility tree.
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
  },
});

export const FunctionalToggled = toggling('Funktional', 'functional');
export const AnalyticsToggled = toggling('Analytisch', 'analytics');
export const MarketingToggled = toggling('Marketing', 'marketing');

export const StoredChoice: Story = {
  parameters: { consent: { status: 'decided', decidedAt: '2026-11-02T09:30:00.000Z', settingsOpen: true, choice: { functional: true, analytics: false, marketing: true } } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: dialogName });
    await expect(canvas.getByRole('switch', { name: 'Funktional' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Analytisch' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expect(dialog).toHaveTextContent(/Ihre aktuelle Wahl gilt seit 2\.\s?November 2026\./);
    releaseFocus();
  },
};

export const WithdrawingEverything: Story = {
  // Behaviour only: after saving, the picture equals ConsentBanner/AcceptingAll (the dialog gone).
  parameters: { consent: { status: 'decided', settingsOpen: true, choice: { functional: true, analytics: true, marketing: true } }, visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle ablehnen' }));
    await expect(integrationSpies.consent.rejectAll).toHaveBeenCalledOnce();
  },
};

/** Escape, which the browser turns into the dialog's cancel, is checked end to end (a script's key press has no such effect). */
export const ClosingWithoutSaving: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('dialog', { name: dialogName });
    await userEvent.click(canvas.getByRole('button', { name: 'Schliessen' }));
    await expect(integrationSpies.consent.closeSettings).toHaveBeenCalledOnce();
    await expect(integrationSpies.consent.save).not.toHaveBeenCalled();
  },
};
