import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteShell } from '../../src/site/SiteShell';
import { routeOf } from '../../src/site/routes';
import { page as loginPage } from '../../src/pages/LoginPage';
import type { PageComponent } from '../../src/pages/pageModule';
import { contentFor } from '../../src/content/siteContent';
import { locales } from '../../src/lib/locales';

const { loginContent } = contentFor('de-CH').login;
const loginPageContent = contentFor('de-CH').pages.login;

/** One route as the prerenderer renders it: the layout, the route's head tags and its page with its content. */
const meta = {
  title: 'Site/SiteShell',
  component: SiteShell,
  args: { route: routeOf('login', 'de-CH'), Page: loginPage.Page as PageComponent, content: loginPageContent },
  parameters: { layout: 'fullscreen', route: '/de/login' },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginRoute: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginContent.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(loginPageContent.meta.title));
    await expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    // One per language, and x-default.
    await expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(locales.length + 1);
  },
};
