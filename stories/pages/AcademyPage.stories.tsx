import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyPage } from '../../src/pages/AcademyPage';
import { integrationSpies } from '../support/integrationSpies';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.academy;
const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Pages/Academy',
  component: AcademyPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/academy' },
} satisfies Meta<typeof AcademyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sections in the spec's order, each named by its heading. */
const sectionOrder: ReadonlyArray<string> = [
  academyContent.hero.title,
  academyContent.atAGlance.title,
  academyContent.booking.title,
  academyContent.problemSolution.title,
  academyContent.talks.title,
  academyContent.programme.title,
  academyContent.outcomes.title,
  academyContent.testimonials.title,
  academyContent.prices.title,
  academyContent.timeline.title,
  academyContent.faq.title,
  academyContent.stickyCta.title,
];

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.filter((heading) => sectionOrder.includes(heading ?? ''))).toEqual(sectionOrder.slice(1));
    const calendar = canvasElement.querySelector('#calendar') as HTMLElement;
    await expect(within(calendar).getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
    await expect(integrationSpies.booking.loadCalendar).not.toHaveBeenCalled();
    // Every visible word on the page is Swiss German: no sharp s.
    await expect(canvasElement.textContent).not.toMatch(/ß/);
    // The sticky bar rests at the end of the page in the full-page picture.
    window.scrollTo(0, document.body.scrollHeight);
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: academyContent.hero.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: academyContent.stickyCta.cta.label })).toBeVisible();
    window.scrollTo(0, document.body.scrollHeight);
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
