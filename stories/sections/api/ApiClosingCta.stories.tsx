import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiClosingCta } from '../../../src/sections/api/ApiClosingCta';
import { operator } from '../../../src/content/operator';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { apiProductsContent } = contentFor('de-CH').apiProducts;

const meta = {
  title: 'Sections/Api/ApiClosingCta',
  component: ApiClosingCta,
  parameters: { layout: 'fullscreen', route: '/de/api-products' },
  args: { content: apiProductsContent.closingCta },
  render: (args) => (
    <>
      <ApiClosingCta {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof ApiClosingCta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', operator.app.register);
    await expect(canvas.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Anmelden' }));
    await expectLocation(canvas, '/de/login');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  },
};
