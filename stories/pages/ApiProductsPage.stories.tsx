import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { ApiProductsPage } from '../../src/pages/ApiProductsPage';
import { operator } from '../../src/content/operator';
import { formatterFor } from '../../src/lib/format';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.apiProducts;
const { apiProductsContent } = contentFor('de-CH').apiProducts;

/** Figures as the German stories show them. */
const germanFormat = formatterFor('de-CH');

const meta = {
  title: 'Pages/ApiProducts',
  component: ApiProductsPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/api-products' },
  // The site layout puts every page inside <main>; the story does the same.
  render: (args) => (
    <main>
      <ApiProductsPage {...args} />
    </main>
  ),
} satisfies Meta<typeof ApiProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The sections in the order of the specification.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      apiProductsContent.benefits.title,
      apiProductsContent.quickstart.title,
      apiProductsContent.pricing.title,
      apiProductsContent.closingCta.title,
    ]);

    const hero = canvas.getByRole('region', { name: apiProductsContent.hero.title });
    await expect(within(hero).getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', operator.app.register);
    await expect(within(hero).getByRole('link', { name: 'API-Dokumentation' })).toHaveAttribute('href', operator.docs.api);

    const table = canvas.getByRole('table');
    for (const price of [germanFormat.chf(9.99), germanFormat.chfRange(0.5, 2), germanFormat.chfRange(2, 5, { cents: true }), germanFormat.chf(0.3)]) {
      // toHaveTextContent reads the no-break space after «CHF» as a plain space.
      await expect(table).toHaveTextContent(price.replace(/\s/g, ' '));
    }
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    await expect(canvas.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');

    // Copying the embeddings example puts exactly that example on the clipboard.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const embeddings = apiProductsContent.quickstart.more.endpoints[0]!.sample;
    const copy = canvas.getByRole('button', { name: `Kopieren (${embeddings.label})` });
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith(embeddings.code);
    await expect(copy).toHaveAccessibleName(`Kopiert (${embeddings.label})`);
    // The snapshot shows the page ready to copy again.
    await waitFor(() => expect(copy).toHaveAccessibleName(`Kopieren (${embeddings.label})`));
    copy.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
