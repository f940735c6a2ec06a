import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CookieSettingsButton } from '../../../src/site/consent/CookieSettingsButton';
import { Section } from '../../../src/components/Section';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { footerNav } = contentFor('de-CH').navigation;

/** The footer's «Cookie-Einstellungen», shown on the footer's dark band. */
const meta = {
  title: 'Site/Consent/CookieSettingsButton',
  component: CookieSettingsButton,
  args: { label: footerNav.cookieSettings },
  render: (args) => (
    <Section tone="inverse" spacing="compact">
      <CookieSettingsButton {...args} />
    </Section>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieSettingsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
  },
};
