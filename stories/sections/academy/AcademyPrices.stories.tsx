import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AcademyPrices } from '../../../src/sections/academy/AcademyPrices';
import { cohortProgramme } from '../../../src/content/cohortProgramme';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/AcademyPrices',
  component: AcademyPrices,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  args: { content: academyContent.prices, prices: cohortProgramme.prices },
} satisfies Meta<typeof AcademyPrices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: the spec's three prices, the example and the calculator beside them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const amount of ['CHF 10’000', 'CHF 5’000', 'CHF 6’900']) await expect(canvas.getAllByText(amount)[0]).toBeVisible();
    await expect(canvas.getByText(/exkl\. MWST/, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('Beispiel: Ein Team von 6 Personen zahlt CHF 35’000.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: academyContent.prices.calculator.title })).toBeVisible();
  },
};
