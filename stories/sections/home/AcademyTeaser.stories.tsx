import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyTeaser } from '../../../src/sections/home/AcademyTeaser';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/AcademyTeaser',
  component: AcademyTeaser,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.academy },
  render: (args) => (
    <>
      <AcademyTeaser {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof AcademyTeaser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: homeContent.academy.title });
    await expect(within(region).getByText('Wochen')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ablauf' }).children).toHaveLength(5);
    await expect(region).toHaveTextContent('CHF 10’000');
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Academy' }));
    await expectLocation(canvas, '/de/academy');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
