import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConsentBanner } from '../../../src/site/consent/ConsentBanner';
import { ConsentPrompts } from '../../../src/site/consent/ConsentPrompts';
import { integrationSpies, setConsent } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { consentContent } = contentFor('de-CH').consent;

/**
 * The first-visit banner, as the site shows it: in every page with the
 * settings dialog (ConsentPrompts), shown by the consent behaviour while no
 * valid choice exists. The spies stand in for the consent engine and change
 * state like it.
 */
const meta = {
  title: 'Site/Consent/ConsentBanner',
  component: ConsentBanner,
  args: { content: consentContent.banner },
  render: (args) => <ConsentPrompts content={{ ...consentContent, banner: args.content }} />,
  parameters: { layout: 'fullscreen', consent: { status: 'pending', decidedAt: null } },
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannerName = 'Ihre Daten, Ihre Wahl';

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/de/cookies');
    // Equal weight: the same look and size for both answers.
    const reject = canvas.getByRole('button', { name: 'Alle ablehnen' });
    const accept = canvas.getByRole('button', { name: 'Alle akzeptieren' });
    await expect(getComputedStyle(reject).backgroundColor).toBe(getComputedStyle(accept).backgroundColor);
    await expect(reject.getBoundingClientRect().width).toBe(accept.getBoundingClientRect().width);
  },
};

export const OnAPhone: Story = {
  parameters: { visual: { viewport: { width: 375, height: 667 } } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    // Compact enough to leave most of a small phone's screen to the page.
    await expect(banner.getBoundingClientRect().height).toBeLessThan(667 * 0.4);
  },
};

export const AcceptingAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alle akzeptieren' }));
    await expect(integrationSpies.consent.acceptAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument());
  },
};

/** A page whose stored choice is still being read shows no banner; a choice found missing shows it. */
export const NothingUntilTheChoiceIsRead: Story = {
  parameters: { consent: { status: 'unknown', decidedAt: null }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(integrationSpies.consent.start).toHaveBeenCalled();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    setConsent({ status: 'pending' });
    await expect(await canvas.findByRole('region', { name: bannerName })).toBeVisible();
  },
};

export const RejectingAll: Story = {
  // Behaviour only: its last picture equals AcceptingAll (the banner gone), which keeps the screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alle ablehnen' }));
    await expect(integrationSpies.consent.rejectAll).toHaveBeenCalledOnce();
    await expect(integrationSpies.consent.acceptAll).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument());
  },
};

export const KeyboardOnly: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Einstellungen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alle ablehnen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(integrationSpies.consent.rejectAll).toHaveBeenCalledOnce();
  },
};

export const OpeningSettings: Story = {
  // Behaviour only: its last picture equals ConsentSettingsDialog/SettingsOpen, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen' }));
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
    // Closed without a choice, the question stands: the banner is back.
    await userEvent.click(canvas.getByRole('button', { name: 'Schliessen' }));
    await expect(await canvas.findByRole('region', { name: bannerName })).toBeVisible();
  },
};

export const NotShownOnceDecided: Story = {
  parameters: { consent: { status: 'decided' }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: bannerName })).not.toBeInTheDocument();
  },
};
