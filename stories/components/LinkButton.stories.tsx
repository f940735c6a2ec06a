import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkButton } from '../../src/components/LinkButton';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Kostenlose Beratung', to: '/de/free-session', onClick: fn() },
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
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Kostenlose Beratung' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
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
  args: { variant: 'secondary', children: 'Preise ansehen', to: '/de/pricing' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Preise ansehen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectLocation(canvas, '/de/pricing');
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Zur Academy', to: '/de/academy' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Academy' }));
    await expectLocation(canvas, '/de/academy');
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
