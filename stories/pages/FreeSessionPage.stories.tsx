import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeSessionPage } from '../../src/pages/FreeSessionPage';
import { integrationSpies } from '../support/integrationSpies';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.freeSession;
const { freeSessionContent } = contentFor('de-CH').freeSession;

const meta = {
  title: 'Pages/FreeSession',
  component: FreeSessionPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/free-session' },
} satisfies Meta<typeof FreeSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const calendar = canvasElement.querySelector('#calendar') as HTMLElement;
    await expect(within(calendar).getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: freeSessionContent.agenda.title })).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(canvas.getByRole('list', { name: freeSessionContent.benefits.title })).getAllByRole('listitem')).toHaveLength(3);
    // Nothing from Cal.com until the visitor asks for it.
    await expect(integrationSpies.booking.loadCalendar).not.toHaveBeenCalled();
  },
};

/** The closing button brings the visitor, and the keyboard focus, back to the calendar. */
export const ClosingButtonJumpsToCalendar: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: freeSessionContent.closing.jumpLabel }));
    await expect(canvasElement.querySelector('#calendar')).toHaveFocus();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toHaveFocus();
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: freeSessionContent.hero.title })).toBeVisible();
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
