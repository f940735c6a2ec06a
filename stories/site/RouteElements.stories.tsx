import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { siteRoutes } from '../../src/site/routes';
import { contentFor } from '../../src/content/siteContent';
import { locales } from '../../src/lib/locales';
import { pathInLanguage, localeOfGlobals } from '../support/storyLanguage';
import { siteLocaleOf } from '../support/storyContent';
import { HEADER_ATTRIBUTE } from '../../src/site/behaviours/headerScroll';

const { loginContent } = contentFor('de-CH').login;
const loginPageContent = contentFor('de-CH').pages.login;

/** The route table's own data router at `path`: its loaders give the shell's and the page's content, its routes render the layout and the page. */
function RouteTableAt({ path }: { path: string }) {
  const router = useMemo(() => createMemoryRouter(siteRoutes, { initialEntries: [path] }), [path]);
  return <RouterProvider router={router} />;
}

/**
 * One route as the prerenderer renders it: the route table's data router
 * (src/site/routes.ts) at the route's path, in the toolbar's language. Its
 * loaders give the content, the language's layout route draws the shell
 * (header, consent, footer) and the page route its head tags and page;
 * the header marks the page it is at.
 */
const meta = {
  title: 'Site/RouteElements',
  component: RouteTableAt,
  args: { path: '/de/login' },
  parameters: { layout: 'fullscreen', ownRouter: true, controls: { disable: true } },
  render: ({ path }, { globals }) => <RouteTableAt path={pathInLanguage(path, siteLocaleOf(localeOfGlobals(globals)))} />,
} satisfies Meta<typeof RouteTableAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginRoute: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: loginContent.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(loginPageContent.meta.title));
    await expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    // One per language, and x-default.
    await expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(locales.length + 1);
  },
};

/** The French pricing page: «Tarifs» is the current page in the header's menu and in the mobile menu, and no other link says so. */
export const FrenchPricingRoute: Story = {
  args: { path: '/de/pricing' },
  globals: { locale: 'fr-CH' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const { headerNav } = contentFor('fr-CH').navigation;
    await canvas.findByRole('heading', { level: 1 });
    // The site's header (the page's sections have headers of their own).
    const banner = canvasElement.querySelector<HTMLElement>(`[${HEADER_ATTRIBUTE}]`)!;
    const current = within(banner)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.getAttribute('href'))).toEqual(['/fr/tarifs', '/fr/tarifs']);
    await expect(current[0]).toHaveTextContent(headerNav.products.items.find((item) => item.to === '/fr/tarifs')!.label);
  },
};
