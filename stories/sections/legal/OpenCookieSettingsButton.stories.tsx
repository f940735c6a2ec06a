import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OpenCookieSettingsButton } from '../../../src/sections/legal/OpenCookieSettingsButton';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;

/** The label the cookie policy gives the button, taken from its section on changing one's choice. */
function settingsLabel(): string {
  for (const section of cookiePolicyContent.sections) {
    for (const block of section.blocks) if (block.kind === 'cookieSettings') return block.label;
  }
  throw new Error('the cookie policy has no settings button');
}

const meta = {
  title: 'Sections/Legal/OpenCookieSettingsButton',
  component: OpenCookieSettingsButton,
  args: { label: settingsLabel() },
} satisfies Meta<typeof OpenCookieSettingsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click, or Enter from the keyboard, opens the consent settings, as the footer's «Cookie-Einstellungen» does; on paper the button is left out. */
export const OpensTheSettings: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toHaveAttribute('data-print', 'hidden');
    await userEvent.click(button);
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledTimes(2);
  },
};
