import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeatCalculator } from '../../../src/sections/academy/SeatCalculator';
import { cohortProgramme } from '../../../src/content/cohortProgramme';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const { calculator } = academyContent.prices;

const meta = {
  title: 'Sections/Academy/SeatCalculator',
  component: SeatCalculator,
  parameters: { layout: 'padded' },
  args: { content: calculator, prices: cohortProgramme.prices },
} satisfies Meta<typeof SeatCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Types the number as a person would, then reads the total without and with the onsite day. */
async function expectTotals(canvas: Canvas, userEvent: UserEvent, participants: string, without: string, withOnsite: string) {
  const field = canvas.getByRole('spinbutton', { name: calculator.participantsLabel });
  await userEvent.clear(field);
  await userEvent.type(field, participants);
  const total = canvas.getByRole('status', { name: calculator.totalLabel });
  await expect(total).toHaveTextContent(without);
  await expect(canvas.queryByText(calculator.onsiteExtrasNote)).toBeNull();
  await userEvent.click(canvas.getByRole('checkbox', { name: calculator.onsiteLabel }));
  await expect(total).toHaveTextContent(withOnsite);
  await expect(canvas.getByText(calculator.onsiteExtrasNote)).toBeVisible();
  (document.activeElement as HTMLElement | null)?.blur();
}

/** One person: the first seat alone; the onsite day adds CHF 6’900. */
export const OneParticipant: Story = {
  parameters: { visual: { disable: true } },
  play: ({ canvas, userEvent }) => expectTotals(canvas, userEvent, '1', 'CHF 10’000', 'CHF 16’900'),
};

/** Two people: the second seat at half price, and «1 weitere Person» in the singular. */
export const TwoParticipants: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expectTotals(canvas, userEvent, '2', 'CHF 15’000', 'CHF 21’900');
    await expect(canvas.getByText('1 weitere Person')).toBeVisible();
  },
};

/** The spec's example: six people CHF 35’000, with the onsite day CHF 41’900 plus travel and venue. */
export const SixParticipants: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectTotals(canvas, userEvent, '6', 'CHF 35’000', 'CHF 41’900');
    await expect(canvas.getByText('5 weitere Personen')).toBeVisible();
  },
};

/** Twelve people: no maximum is enforced, since the programme publishes none. */
export const TwelveParticipants: Story = {
  parameters: { visual: { disable: true } },
  play: ({ canvas, userEvent }) => expectTotals(canvas, userEvent, '12', 'CHF 65’000', 'CHF 71’900'),
};

/** Not a whole number of people: the field says why, and no total is shown. */
export const InvalidCount: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: calculator.participantsLabel });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(calculator.invalid)).toBeVisible();
    await expect(canvas.getByRole('status', { name: calculator.totalLabel })).toHaveTextContent('–');
  },
};
