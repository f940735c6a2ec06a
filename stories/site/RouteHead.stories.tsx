import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RouteHead } from '../../src/site/RouteHead';
import { canonicalUrl, findRoute } from '../../src/site/routes';
import { socialCardUrl } from '../../src/site/socialCards';
import { contentFor } from '../../src/content/siteContent';
import { localeSettings, locales } from '../../src/lib/locales';

const homePage = contentFor('de-CH').pages.home;

const home = findRoute('/de')!;
const { meta: homeMeta } = homePage;

/** Head tags render into the document head; the canvas itself stays empty apart from this note. */
const meta = {
  title: 'Site/RouteHead',
  component: RouteHead,
  args: { route: home, meta: homeMeta },
  render: (args) => (
    <>
      <RouteHead {...args} />
      <p>Titel, Beschreibung, Canonical, Sprachversionen, Open Graph und Twitter dieser Seite stehen im Dokumentkopf.</p>
    </>
  ),
} satisfies Meta<typeof RouteHead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeHead: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe(homeMeta.title));
    await expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl('/de'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', homeMeta.description);
    await expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', homeMeta.title);
    // Shared, the page shows its own card, described in its language.
    await expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', socialCardUrl(home));
    await expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', canonicalUrl('/social/de/home.png'));
    await expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(document.head.querySelector('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(document.head.querySelector('meta[property="og:image:alt"]')).toHaveAttribute('content', homeMeta.cardAlt);
    await expect(document.head.querySelector('meta[name="twitter:image"]')).toHaveAttribute('content', socialCardUrl(home));
    await expect(document.head.querySelector('meta[name="twitter:image:alt"]')).toHaveAttribute('content', homeMeta.cardAlt);
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    // The same page in each language, and which one this is.
    const alternates = Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    await expect(alternates).toEqual([...locales.map((locale) => [locale, canonicalUrl(localeSettings[locale].paths.home)]), ['x-default', canonicalUrl('/de')]]);
    await expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'de_CH');
    const otherLocales = Array.from(document.head.querySelectorAll('meta[property="og:locale:alternate"]'), (meta) => meta.getAttribute('content'));
    await expect(otherLocales).toEqual(locales.filter((locale) => locale !== 'de-CH').map((locale) => localeSettings[locale].ogLocale));
  },
};

export const Noindex: Story = {
  // Behaviour only: its last picture equals HomeHead (the head is not in the picture), which keeps the screenshot.
  parameters: { visual: { disable: true } },
  args: { route: { ...home, path: '/de/seo-audit', indexable: false } },
  play: async () => {
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  },
};
