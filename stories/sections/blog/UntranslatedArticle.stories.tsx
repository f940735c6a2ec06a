import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UntranslatedArticle } from '../../../src/sections/blog/UntranslatedArticle';
import { contentFor, pageContentOf } from '../../../src/content/siteContent';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';

const french = contentFor('fr-CH').blog.blogContent;
const slug = french.others[0]!.slug;
const page = pageContentOf({ page: 'blog', locale: 'fr-CH', blogView: { kind: 'untranslated', slug } });
if (page.view.kind !== 'untranslated') throw new Error('the page of an untranslated article');
const { view } = page;

const meta = {
  title: 'Sections/Blog/UntranslatedArticle',
  component: UntranslatedArticle,
  args: { intro: view.intro, versions: view.versions, own: view.own, ownTitle: view.ownTitle, labels: french.labels },
  // The page exists in the languages an article is not written in: it is shown in French, beside a German article.
  globals: { locale: 'fr-CH' },
  parameters: { layout: 'fullscreen', route: `/fr/blog/${slug}` },
  render: (args) => (
    <>
      <UntranslatedArticle {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof UntranslatedArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the language switch leads from an article French lacks: the page says so, offers the article in its language, and lists the French articles; the German one opens from its card. */
export const InFrench: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: french.words.untranslated.title })).toBeVisible();
    const [version] = view.versions;
    const link = canvas.getByRole('link', { name: version!.title });
    await expect(link).toHaveAttribute('hreflang', version!.language!.lang);
    await expect(canvas.getByText(version!.language!.label)).toBeVisible();
    const own = canvas.getByRole('region', { name: view.ownTitle });
    await expect(within(own).getAllByRole('article')).toHaveLength(view.own.length);
    await expect(within(own).getByRole('link', { name: french.labels.allArticles.label })).toHaveAttribute('href', '/fr/blog');
    await userEvent.click(link);
    await expectLocation(canvas, version!.to);
  },
};

/** A language with no article of its own yet: it says so under its heading, and still leads to its blog. */
export const NoArticleOfItsOwn: Story = {
  args: { own: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const own = canvas.getByRole('region', { name: view.ownTitle });
    await expect(within(own).getByText(french.labels.empty)).toBeVisible();
    await expect(within(own).queryByRole('article')).toBeNull();
  },
};
