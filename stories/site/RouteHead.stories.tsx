import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RouteHead } from '../../src/site/RouteHead';
import { canonicalUrl, findRoute } from '../../src/site/routes';
import { socialCardUrl } from '../../src/site/socialCards';
import { contentFor, pageContentOf } from '../../src/content/siteContent';
import { startOfDayInZurich } from '../../src/lib/format';
import { localeSettings, locales } from '../../src/lib/locales';

const homePage = contentFor('de-CH').pages.home;
const { feed } = contentFor('de-CH').shell.shell;

const home = findRoute('/de')!;
const { meta: homeMeta } = homePage;

const articleRoute = findRoute('/de/blog/what-a-token-costs')!;
const articlePage = pageContentOf({ page: 'blog', locale: 'de-CH', blogView: articleRoute.blogView });
const article = articlePage.view.kind === 'article' ? articlePage.view.article : undefined!;
const articleFacts = {
  published: startOfDayInZurich(article.date),
  modified: startOfDayInZurich(article.updated?.date ?? article.date),
  author: canonicalUrl(article.author.to),
  tags: article.tags.map((tag) => tag.label),
  image: article.image,
};

/** Head tags render into the document head; the canvas itself stays empty apart from this note. */
const meta = {
  title: 'Site/RouteHead',
  component: RouteHead,
  args: { route: home, meta: homeMeta, feed },
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
    await expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    // Every page names the language's feed, so a feed reader finds it from any page.
    const feedLink = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveAttribute('href', feed.href);
    await expect(feedLink).toHaveAttribute('title', feed.title);
    // The same page in each language, and which one this is.
    const alternates = Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
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

/** An article's head: an article to networks, with its times in Zürich's zone, its author's place on the site, its tags and its own picture. */
export const ArticleHead: Story = {
  // Behaviour only: the head is not in the picture, which equals HomeHead's.
  parameters: { visual: { disable: true } },
  args: { route: articleRoute, meta: articlePage.meta, article: articleFacts },
  play: async () => {
    await waitFor(() => expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article'));
    await expect(document.head.querySelector('meta[property="article:published_time"]')).toHaveAttribute('content', '2026-09-15T00:00:00+02:00');
    await expect(document.head.querySelector('meta[property="article:modified_time"]')).toHaveAttribute('content', articleFacts.modified);
    await expect(document.head.querySelector('meta[property="article:author"]')).toHaveAttribute('content', canonicalUrl('/de/about#team-laura'));
    const tags = Array.from(document.head.querySelectorAll('meta[property="article:tag"]'), (tag) => tag.getAttribute('content'));
    await expect(tags).toEqual(article.tags.map((tag) => tag.label));
    await expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', canonicalUrl(article.image.src));
  },
};
