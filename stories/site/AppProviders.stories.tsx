import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppProviders } from '../../src/site/AppProviders';
import { Button } from '../../src/components/Button';
import { palettes } from '../../src/design/tokens';
import { shownTheme } from '../support/storyTheme';
import { computedColor } from '../../src/design/contrast';
import { integrationSpies } from '../support/integrationSpies';
import { fixedAddressBar } from '../../src/lib/address';
import { contentFor } from '../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;

/** What the prerenderer wraps around a page: theme, global style, the page's language and its shell content, integrations, its address. */
const meta = {
  title: 'Site/AppProviders',
  component: AppProviders,
  args: { integrations: integrationSpies, locale: 'de-CH', shell, address: fixedAddressBar('/de'), children: <Button>Erstgespräch buchen</Button> },
} satisfies Meta<typeof AppProviders>;
export default meta;

export const ThemeAndGlobalStyle: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Erstgespräch buchen' });
    // The accent of the theme shown: the brand's red in the light theme.
    await expect(getComputedStyle(button).backgroundColor).toBe(computedColor(palettes[shownTheme()].accent));
    await expect(palettes.light.accent).toBe('#c8102e');
    await expect(getComputedStyle(document.body).fontFamily).toContain('Inter Variable');
  },
};
