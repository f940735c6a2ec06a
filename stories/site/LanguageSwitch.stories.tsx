import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageSwitch } from '../../src/site/LanguageSwitch';
import { languageOptions } from '../../src/site/languageOptions';
import { routeOf } from '../../src/site/routes';
import { contentFor } from '../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;

const meta = {
  title: 'Site/LanguageSwitch',
  component: LanguageSwitch,
  args: { label: shell.languageSwitch.label, options: languageOptions(routeOf('pricing', 'de-CH'), '', 'de-CH') },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the header: two letters each, the current language underlined; each link is read with its letters and the language's name, in that language. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    const switcher = canvas.getByRole('navigation', { name: shell.languageSwitch.label });
    await expect(switcher).toBeVisible();
    const german = canvas.getByRole('link', { name: 'DE, Deutsch' });
    await expect(german).toHaveAttribute('aria-current', 'true');
    await expect(german).toHaveTextContent(/^DE$/);
    const french = canvas.getByRole('link', { name: 'FR, Français' });
    await expect(french).not.toHaveAttribute('aria-current');
    await expect(french).toHaveAttribute('href', '/fr/tarifs');
    await expect(french).toHaveAttribute('hreflang', 'fr-CH');
    await expect(french).toHaveAttribute('lang', 'fr-CH');
  },
};

/** In the mobile menu: the languages' names, and their two letters on a phone narrower than 480 px, where four names do not fit one line. */
export const Full: Story = {
  args: { variant: 'full' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'DE, Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'FR, Français' })).toHaveAttribute('href', '/fr/tarifs');
  },
};

/** On a French page, the query that means the same in both (the login's tab) is kept; German is the other language. */
export const OnAFrenchPageWithQuery: Story = {
  args: { variant: 'compact', options: languageOptions(routeOf('login', 'fr-CH'), '?tab=signup&utm_source=x', 'fr-CH') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'FR, Français' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'DE, Deutsch' })).toHaveAttribute('href', '/de/login?tab=signup');
  },
};
