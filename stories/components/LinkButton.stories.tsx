import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { integrationSpies } from '../support/integrationSpies';
import { LinkButton } from '../../src/components/LinkButton';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Kostenloses Erstgespräch', to: '/de/free-session', reportsConversion: true, chatEvent: 'intro_offer_clicked_pricing' },
  render: (args) => (
    <>
      <LinkButton {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InternalRoute: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' }));
    // What it carries is reported as it is followed: the conversion, with where it leads, and the chat event.
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('intro_offer_clicked_pricing');
    await expectLocation(canvas, '/de/free-session');
  },
};

export const ExternalLink: Story = {
  args: { to: undefined, href: 'https://app.example.ch/login', children: 'Zum Login', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Zum Login.*öffnet in neuem Tab/ });
    await expect(link).toHaveAttribute('href', 'https://app.example.ch/login');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Preise ansehen', to: '/de/pricing', reportsConversion: false, chatEvent: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Preise ansehen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectLocation(canvas, '/de/pricing');
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Zur Academy', to: '/de/academy', reportsConversion: false, chatEvent: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Academy' }));
    await expectLocation(canvas, '/de/academy');
    // A link that carries nothing reports nothing.
    await expect(integrationSpies.reportConversion).not.toHaveBeenCalled();
  },
};

export const SameTab: Story = {
  args: { to: undefined, href: '/api/', newTab: false, children: 'API-Dokumentation', variant: 'secondary' },
  play: async ({ canvas }) => {
    // An address outside the router (the docs under /api/), opened in this tab.
    const link = canvas.getByRole('link', { name: 'API-Dokumentation' });
    await expect(link).toHaveAttribute('href', '/api/');
    await expect(link).not.toHaveAttribute('target');
  },
};
