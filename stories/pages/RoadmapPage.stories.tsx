import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoadmapPage } from '../../src/pages/RoadmapPage';
import { integrationSpies } from '../support/integrationSpies';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.roadmap;
const { roadmapContent } = contentFor('de-CH').roadmap;

const meta = {
  title: 'Pages/Roadmap',
  component: RoadmapPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/roadmap' },
} satisfies Meta<typeof RoadmapPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['q1-2025', 'q4-2024', 'q2-2024', 'q1-2024', 'horizon']) await expect(document.getElementById(id)).not.toBeNull();
  },
};

/** The closing button leads to the free intro call and reports the conversion. */
export const ClosingLinkReportsConversion: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: roadmapContent.closing.cta.label }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: roadmapContent.intro.title })).toBeVisible();
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
