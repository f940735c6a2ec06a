import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from '../../../src/sections/home/Hero';
import { operator } from '../../../src/content/operator';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.hero, fallbackEmail: operator.email },
  render: (args) => (
    <>
      <Hero {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: homeContent.hero.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat direkt' }));
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' }));
    await expect(integrationSpies.reportConversion).toHaveBeenLastCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ChatLoading: Story = {
  parameters: { chatStatus: 'loading' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Chat wird geladen …' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(integrationSpies.chat.open).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ChatUnreachable: Story = {
  parameters: { chatStatus: 'unreachable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Der Chat ist gerade nicht erreichbar');
    await expect(canvas.getByRole('link', { name: operator.email })).toHaveAttribute('href', `mailto:${operator.email}`);
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chat direkt' })).toBeVisible();
  },
};
