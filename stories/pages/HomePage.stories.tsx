import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../src/pages/HomePage';
import { integrationSpies } from '../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.home;
const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen' },
  // The site layout puts every page inside <main>; the story does the same.
  render: (args) => (
    <>
      <main>
        <HomePage {...args} />
      </main>
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const coreFunctions = canvas.getByRole('list', { name: homeContent.coreFunctions.title });
    await expect(within(coreFunctions).getAllByRole('listitem')).toHaveLength(8);
    const steps = canvas.getByRole('list', { name: homeContent.howItWorks.title });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const testimonials = canvas.getByRole('list', { name: homeContent.testimonials.title });
    await expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    const plans = canvas.getByRole('list', { name: homeContent.pricing.title });
    await expect(within(plans).getAllByRole('article')).toHaveLength(3);
    await expect(plans).not.toHaveTextContent('525');

    // The hero's images: none. Everything below the fold is lazy.
    const hero = canvas.getByRole('region', { name: homeContent.hero.title });
    await expect(hero.querySelectorAll('img')).toHaveLength(0);
    for (const image of Array.from(canvasElement.querySelectorAll('img'))) {
      await expect(image).toHaveAttribute('loading', 'lazy');
    }

    await userEvent.click(within(hero).getByRole('button', { name: 'Chat direkt' }));
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();

    await imagesLoaded(canvasElement);

    await userEvent.click(within(hero).getByRole('link', { name: 'Kostenloses Erstgespräch' }));
    await expect(integrationSpies.reportConversion).toHaveBeenLastCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await imagesLoaded(canvasElement);
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
