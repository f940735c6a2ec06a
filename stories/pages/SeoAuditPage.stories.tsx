import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeoAuditPage } from '../../src/pages/SeoAuditPage';
import { soundAudit } from '../support/seoAuditFixtures';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.seoAudit;
const { seoAuditContent } = contentFor('de-CH').seoAudit;
const { seoCheckContent } = contentFor('de-CH').seoChecks;

const meta = {
  title: 'Pages/SeoAudit',
  component: SeoAuditPage,
  args: { content: pageContent, audit: soundAudit },
  parameters: { layout: 'fullscreen', route: '/de/seo-audit' },
  // The site layout puts every page inside <main>; the story does the same.
  render: (args) => (
    <main>
      <SeoAuditPage {...args} />
    </main>
  ),
} satisfies Meta<typeof SeoAuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's score, the checklist with Meta-Tags open, the recommendations and the way to the contact page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('meter', { name: seoCheckContent.score.label })).toHaveAttribute('aria-valuenow', '98');
    await expect(canvas.getByText(seoAuditContent.scoreNote(4))).toBeVisible();
    for (const category of seoCheckContent.categories) await expect(canvas.getByRole('heading', { name: category.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: seoCheckContent.checks.structuredData.advice.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: seoAuditContent.contact.link.label })).toHaveAttribute('href', '/de/contact');
  },
};

/** The closing link leads to the contact page. */
export const ContactLinkNavigates: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => (
    <>
      <main>
        <SeoAuditPage {...args} />
      </main>
      <LocationDisplay />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: seoAuditContent.contact.link.label }));
    await expectLocation(canvas, '/de/contact');
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: seoAuditContent.intro.title })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: seoCheckContent.score.label })).toBeVisible();
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = pageInLanguage('fr-CH');

/** The page in Italian on a phone: the third national language, its words and formats, and every line still fits. */
export const ItalianPhone: Story = pageInLanguage('it-CH');

/** The page in English on a phone, for the international organisations and teams in Switzerland. */
export const EnglishPhone: Story = pageInLanguage('en-CH');

/** The page in the dark theme on a phone: every section on its dark surfaces, no light band left. */
export const Dark: Story = {
  globals: IN_DARK,
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};
