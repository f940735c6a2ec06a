import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SelfCheck } from '../../../src/sections/academy/SelfCheck';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const { selfCheck } = academyContent.outcomes;

const meta = {
  title: 'Sections/Academy/SelfCheck',
  component: SelfCheck,
  parameters: { layout: 'padded' },
  args: { content: selfCheck },
} satisfies Meta<typeof SelfCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked: four labelled, unticked checkboxes and a calm status. */
export const NoneTicked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: selfCheck.title })).toBeVisible();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    for (const [index, statement] of selfCheck.statements.entries()) {
      await expect(canvas.getByRole('checkbox', { name: statement })).not.toBeChecked();
      await expect(boxes[index]).toHaveAccessibleName(statement);
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(selfCheck.status.none);
  },
};

/** One tick is not yet a fit; the second says the programme fits, and unticking takes it back. Nothing leaves the page. */
export const OneThenTwoTicked: Story = {
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('checkbox', { name: selfCheck.statements[0] }));
    await expect(status).toHaveTextContent(selfCheck.status.notYet);
    await userEvent.click(canvas.getByText(selfCheck.statements[2]!));
    await expect(status).toHaveTextContent(selfCheck.status.fits);
    await userEvent.click(canvas.getByRole('checkbox', { name: selfCheck.statements[0] }));
    await expect(status).toHaveTextContent(selfCheck.status.notYet);
    // The keyboard ticks too.
    canvas.getByRole('checkbox', { name: selfCheck.statements[1] }).focus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveTextContent(selfCheck.status.fits);
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
    await expect(integrationSpies.reportConversion).not.toHaveBeenCalled();
    await expect(integrationSpies.chat.trackEvent).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
