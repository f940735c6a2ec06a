import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteShell } from '../../src/site/SiteShell';
import { findRoute } from '../../src/site/routes';
import { headerNav } from '../../src/content/navigation';
import { integrationSpies } from '../support/integrationSpies';

/** The routed site as the router renders it: layout, head and the page of the address. */
const meta = {
  title: 'Site/SiteShell',
  component: SiteShell,
  parameters: { layout: 'fullscreen', route: '/de/login' },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shell loads each page's chunk lazily, as the site does; on a busy
 * machine that took over Testing Library's default second. Every wait for a
 * page (its heading, its title) allows this.
 */
const PAGE_CHUNK_TIMEOUT = { timeout: 5000 };

export const LoginRoute: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, PAGE_CHUNK_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(findRoute('/de/login')!.meta.title));
    await expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  },
};

/** The 300 ms fade itself is checked end to end; the story runner turns motion off. */
export const NavigatesToTheNextPage: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, PAGE_CHUNK_TIMEOUT);
    await userEvent.click(canvas.getByRole('link', { name: headerNav.homeLabel }));
    await waitFor(() => expect(document.title).toBe(findRoute('/de')!.meta.title), PAGE_CHUNK_TIMEOUT);
    await waitFor(() => expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy'));
    await expect(window.scrollY).toBe(0);
    await expect(integrationSpies.chat.notifyNavigation).toHaveBeenCalled();
  },
};

export const UnknownAddressGoesHome: Story = {
  parameters: { route: '/de/gibt-es-nicht', visual: { disable: true } },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(findRoute('/de')!.meta.title), PAGE_CHUNK_TIMEOUT);
  },
};
