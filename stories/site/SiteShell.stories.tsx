import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteShell } from '../../src/site/SiteShell';
import { headerNav } from '../../src/content/de/navigation';
import { content as loginPage } from '../../src/content/de/pages/login';
import { content as homePage } from '../../src/content/de/pages/home';
import { integrationSpies } from '../support/integrationSpies';

/** The routed site as the router renders it: layout, head and the page of the address. */
const meta = {
  title: 'Site/SiteShell',
  component: SiteShell,
  parameters: { layout: 'fullscreen', route: '/de/login' },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shell loads each page's chunk when the page is visited, as the site does. */
export const LoginRoute: Story = {
  play: async ({ canvas }) => {
    // A busy machine can take more than Testing Library's default second for
    // the chunk; under automation the preview lets queries wait longer.
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(loginPage.meta.title));
    await expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  },
};

/** The 300 ms fade itself is checked end to end; the story runner turns motion off. */
export const NavigatesToTheNextPage: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('link', { name: headerNav.homeLabel }));
    await waitFor(() => expect(document.title).toBe(homePage.meta.title));
    await waitFor(() => expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy'));
    await expect(window.scrollY).toBe(0);
    await expect(integrationSpies.chat.notifyNavigation).toHaveBeenCalled();
  },
};

export const UnknownAddressGoesHome: Story = {
  parameters: { route: '/de/gibt-es-nicht', visual: { disable: true } },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(homePage.meta.title));
  },
};
