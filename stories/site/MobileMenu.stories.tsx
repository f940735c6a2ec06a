import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MobileMenu } from '../../src/site/MobileMenu';
import { headerNav } from '../../src/content/de/navigation';
import { shell } from '../../src/content/de/shell';
import { languageOptions } from '../../src/site/languageOptions';
import { integrationSpies } from '../support/integrationSpies';

const meta = {
  title: 'Site/MobileMenu',
  component: MobileMenu,
  args: {
    id: 'mobile-menu',
    nav: headerNav,
    languageSwitch: { label: shell.languageSwitch.label, options: languageOptions('/de/about', '', 'de-CH') },
    themeToggle: shell.themeToggle,
    open: true,
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', visual: { viewport: { width: 390, height: 844 } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Über uns' }));
    await expect(args.onClose).toHaveBeenCalledWith(false);
  },
};

/** The languages, by name, in the menu's foot: the current one marked, the other leading to the same page. */
export const LanguageChoice: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const languages = canvas.getByRole('navigation', { name: shell.languageSwitch.label });
    await expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/a-propos');
  },
};

export const DemoLinkReportsConversion: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Demo buchen' }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expect(args.onClose).toHaveBeenCalledWith(false);
  },
};

/** Closed: the panel the toggle controls is there, hidden and empty; its links are rendered when it opens. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const panel = canvasElement.querySelector('#mobile-menu');
    await expect(panel).toHaveAttribute('hidden');
    await expect(panel?.querySelectorAll('a, button')).toHaveLength(0);
  },
};
