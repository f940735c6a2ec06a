import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IntroCallClosing } from '../../../src/sections/freeSession/IntroCallClosing';
import { calendarAnchor } from '../../../src/content/booking';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const { closing } = freeSessionContent;

const meta = {
  title: 'Sections/FreeSession/IntroCallClosing',
  component: IntroCallClosing,
  args: { content: closing, calendarId: calendarAnchor },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      {/* A stand-in for the calendar further up the page. */}
      <div id={calendarAnchor} tabIndex={-1} data-story-chrome="" style={{ padding: 24 }}>
        Kalender
      </div>
      <IntroCallClosing {...args} />
    </>
  ),
} satisfies Meta<typeof IntroCallClosing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JumpsToCalendar: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: closing.email })).toHaveAttribute('href', `mailto:${closing.email}`);
    await userEvent.click(canvas.getByRole('link', { name: closing.jumpLabel }));
    await expect(canvas.getByText('Kalender')).toHaveFocus();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
