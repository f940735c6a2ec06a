import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RouteHead } from '../../src/site/RouteHead';
import { canonicalUrl, findRoute } from '../../src/site/routes';

const home = findRoute('/de')!;

/** Head tags render into the document head; the canvas itself stays empty apart from this note. */
const meta = {
  title: 'Site/RouteHead',
  component: RouteHead,
  args: { route: home },
  render: (args) => (
    <>
      <RouteHead {...args} />
      <p>Titel, Beschreibung, Canonical, Open Graph, Twitter und JSON-LD dieser Seite stehen im Dokumentkopf.</p>
    </>
  ),
} satisfies Meta<typeof RouteHead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeHead: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe(home.meta.title));
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl('/de'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', home.meta.description);
    await expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', home.meta.title);
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    await expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Organization' });
  },
};

export const Noindex: Story = {
  // Behaviour only: its last picture equals HomeHead (the head is not in the picture), which keeps the screenshot.
  parameters: { visual: { disable: true } },
  args: { route: { ...home, path: '/de/seo-audit', indexable: false, structuredData: undefined } },
  play: async () => {
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    await expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};
