import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactPage } from '../../src/pages/ContactPage';
import { content as pageContent } from '../../src/content/de/pages/contact';
import { operator } from '../../src/content/operator';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { IN_FRENCH, FRENCH_PAGE_PARAMETERS, PHONE, readsFrench } from '../support/frenchPage';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/contact' },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: operator.email })).toBeVisible();
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = {
  globals: IN_FRENCH,
  parameters: { ...FRENCH_PAGE_PARAMETERS, visual: { viewport: PHONE } },
  play: readsFrench,
};
