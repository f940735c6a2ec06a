import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactDetails } from '../../../src/sections/contact/ContactDetails';
import { operator } from '../../../src/content/operator';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { contactContent } = contentFor('de-CH').contact;

const meta = {
  title: 'Sections/Contact/ContactDetails',
  component: ContactDetails,
  args: { content: contactContent.details },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(/Zürich/, { selector: 'address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: operator.phone.display })).toHaveAttribute('href', operator.phone.href);
    await expect(canvas.getByRole('link', { name: operator.email })).toHaveAttribute('href', `mailto:${operator.email}`);
    await expect(canvas.getByRole('rowheader', { name: 'Montag–Freitag' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '9:00–17:00' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'geschlossen' })).toBeVisible();
    const map = canvas.getByRole('img', { name: /Kartenausschnitt von Zürich/ });
    await expect(map).toHaveAttribute('width', '640');
    await expect(map).toHaveAttribute('height', '400');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 800 } } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    // One column: the map comes below the details and fits the screen.
    const map = canvas.getByRole('img', { name: /Kartenausschnitt von Zürich/ }).getBoundingClientRect();
    const phone = canvas.getByRole('link', { name: operator.phone.display }).getBoundingClientRect();
    await expect(map.top).toBeGreaterThan(phone.bottom);
    await expect(map.right).toBeLessThanOrEqual(375);
  },
};
