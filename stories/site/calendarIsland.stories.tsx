import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { mountCalendar } from '../../src/site/calendarIsland';
import { FakeCalendar, setCalendarBehaviour } from '../support/FakeCalendar';
import { operator } from '../../src/content/operator';

export interface MountedInSlotProps {
  /** The Cal.com link the scheduler opens. */
  calLink: string;
  /** Called once the scheduler is on screen. */
  onReady: () => void;
  /** Called once a booking went through. */
  onBooked: () => void;
}

/**
 * The calendar island as the behaviour `bookingEmbeds` meets it: an empty
 * slot in the page, into which `mountCalendar` puts the scheduler on a
 * React root of its own (here the stand-in, so nothing leaves the
 * machine), and the button that unmounts it again.
 */
function MountedInSlot({ calLink, onReady, onBooked }: MountedInSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(true);
  useEffect(() => {
    if (!mounted) return undefined;
    setCalendarBehaviour('ready');
    return mountCalendar(slot.current!, FakeCalendar, { calLink, namespace: 'story', onReady, onFailed: () => undefined, onBooked });
  }, [mounted, calLink, onReady, onBooked]);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <div ref={slot} data-testid="calendar-slot" style={{ minHeight: 160 }} />
      <button type="button" onClick={() => setMounted((current) => !current)}>
        {mounted ? 'Kalender entfernen' : 'Kalender einsetzen'}
      </button>
    </div>
  );
}

const meta = {
  title: 'Site/calendarIsland',
  component: MountedInSlot,
  parameters: { layout: 'padded' },
  args: { calLink: operator.cal.introCall.link, onReady: fn(), onBooked: fn() },
} satisfies Meta<typeof MountedInSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted: the scheduler shows in its slot with the design system's theme, reports ready once, and a booking reaches the page. */
export const MountedAndBooked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const calendar = await canvas.findByTestId('fake-calendar');
    await expect(canvas.getByTestId('calendar-slot')).toContainElement(calendar);
    await expect(calendar).toHaveTextContent(args.calLink);
    await waitFor(() => expect(args.onReady).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole('button', { name: 'Termin verbindlich buchen' }));
    await expect(args.onBooked).toHaveBeenCalledTimes(1);
  },
};

/** Unmounted: what `mountCalendar` returned empties the slot, and the scheduler is gone. */
export const Unmounted: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('fake-calendar');
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender entfernen' }));
    await waitFor(() => expect(canvas.queryByTestId('fake-calendar')).toBeNull());
    await expect(canvas.getByTestId('calendar-slot')).toBeEmptyDOMElement();
  },
};
