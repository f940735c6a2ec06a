import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiHero } from '../../../src/sections/api/ApiHero';
import { operator } from '../../../src/content/operator';
import { formatterFor } from '../../../src/lib/format';
import { contentFor } from '../../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

/** Figures as the German stories show them. */
const germanFormat = formatterFor('de-CH');

const { hero } = apiProductsContent;

const meta = {
  title: 'Sections/Api/ApiHero',
  component: ApiHero,
  parameters: { layout: 'fullscreen', route: '/de/api-products' },
  args: { content: hero },
} satisfies Meta<typeof ApiHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    // Both leave the router: the app's registration and the docs under /api/, in this tab.
    const register = canvas.getByRole('link', { name: 'Registrieren' });
    await expect(register).toHaveAttribute('href', operator.app.register);
    await expect(register).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'API-Dokumentation' })).toHaveAttribute('href', '/api/');
    await expect(canvas.getByText(/^Die Registrierung setzt ein API-Abo/).textContent).toBe(hero.registerNote);
    await expect(hero.registerNote).toContain(germanFormat.chf(9.99));

    const endpoints = canvas.getByRole('list', { name: 'Endpunkte' });
    await expect(canvas.getByText(operator.api.baseUrl)).toBeVisible();
    const items = within(endpoints).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'POST/v1/chat/completionsChat-Antworten',
      'POST/v1/embeddingsEmbeddings',
      'GET/v1/modelsModellliste',
    ]);
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'API-Dokumentation' })).toBeVisible();
  },
};
