import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobileMenu } from '../../../src/site/MobileMenu/MobileMenu';
import { languageOptions } from '../../../src/site/languageOptions';
import { routeOf } from '../../../src/site/routes';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { headerNav } = contentFor('de-CH').navigation;
const { shell } = contentFor('de-CH').shell;

const meta = {
  title: 'Site/MobileMenu',
  component: MobileMenu,
  args: {
    id: 'mobile-menu',
    nav: headerNav,
    languageSwitch: { label: shell.languageSwitch.label, options: languageOptions(routeOf('about', 'de-CH'), '', 'de-CH') },
    themeToggle: shell.themeToggle,
    open: true,
  },
  parameters: { layout: 'fullscreen', visual: { viewport: { width: 390, height: 844 } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <>
      <MobileMenu {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the products, the company pages, «Über uns» and the blog, the languages, the colour scheme and the two calls to action. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('navigation', { name: headerNav.mobileMenuLabel });
    await expect(within(menu).getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/de/pricing');
    await expect(within(menu).getByRole('link', { name: headerNav.blog.label })).toHaveAttribute('href', '/de/blog');
    await userEvent.click(within(menu).getByRole('link', { name: 'Über uns' }));
    await expectLocation(canvas, '/de/about');
  },
};

/** The languages, by name, in the menu's foot: the current one marked, the other leading to the same page. */
export const LanguageChoice: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const languages = canvas.getByRole('navigation', { name: shell.languageSwitch.label });
    await expect(within(languages).getByRole('link', { name: 'DE, Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(within(languages).getByRole('link', { name: 'FR, Français' })).toHaveAttribute('href', '/fr/a-propos');
  },
};

export const DemoLinkReportsConversion: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Erstgespräch' }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
  },
};

/** Closed: the panel the hamburger button controls is in the page, hidden, with its links ready for when it opens. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const panel = canvasElement.querySelector('#mobile-menu');
    await expect(panel).toHaveAttribute('hidden');
    await expect(panel?.querySelectorAll('a').length).toBeGreaterThan(5);
  },
};
