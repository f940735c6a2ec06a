import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeoDashboardPage } from '../../src/pages/SeoDashboardPage';
import { soundAudit } from '../support/seoAuditFixtures';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.seoDashboard;
const { seoDashboardContent } = contentFor('de-CH').seoDashboard;

const meta = {
  title: 'Pages/SeoDashboard',
  component: SeoDashboardPage,
  args: { content: pageContent, audit: soundAudit },
  parameters: { layout: 'fullscreen', route: '/de/seo-dashboard' },
  // The site layout puts every page inside <main>; the story does the same.
  render: (args) => (
    <main>
      <SeoDashboardPage {...args} />
    </main>
  ),
} satisfies Meta<typeof SeoDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the overview: every route's score at a glance. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('radio').map((tab) => (tab as HTMLInputElement).labels?.[0]?.textContent)).toEqual(Object.values(seoDashboardContent.tabs));
    await expect(canvas.getByRole('table', { name: seoDashboardContent.overview.title })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: seoDashboardContent.intro.title })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: seoDashboardContent.tabs.overview })).toBeChecked();
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
