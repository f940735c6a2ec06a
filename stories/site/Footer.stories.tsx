import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/site/Footer';
import { operator } from '../../src/content/operator';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';
import { integrationSpies } from '../support/integrationSpies';
import { contentFor } from '../../src/content/siteContent';

const { footerNav } = contentFor('de-CH').navigation;

const meta = {
  title: 'Site/Footer',
  component: Footer,
  args: { nav: footerNav, brand: operator.brand },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <Footer {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // The blog is the site's own: its news, where an outside address was.
    for (const href of ['/de', '/de/pricing', '/de/roadmap', '/de/about', '/de/blog', '/de/contact', '/de/faq', '/api/de/guide/start.html', '/de/datenschutz', '/de/agb', '/de/impressum']) {
      await expect(hrefs).toContain(href);
    }
    for (const href of [operator.external.linkedin, operator.external.helpCentre, operator.app.login]) {
      await expect(hrefs).toContain(href);
    }
  },
};

export const ExternalLinksOpenInNewTab: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Hilfe-Center.*öffnet in neuem Tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InternalLinkNavigates: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Impressum' }));
    await expectLocation(canvas, '/de/impressum');
  },
};

export const CookieSettingsReopen: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
  },
};
