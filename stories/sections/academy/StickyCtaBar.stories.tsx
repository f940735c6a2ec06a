import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StickyCtaBar } from '../../../src/sections/academy/StickyCtaBar';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const { stickyCta } = academyContent;

const meta = {
  title: 'Sections/Academy/StickyCtaBar',
  component: StickyCtaBar,
  parameters: { layout: 'fullscreen' },
  args: { content: stickyCta },
  render: (args) => (
    <>
      <StickyCtaBar {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof StickyCtaBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named region with its question; «Termin wählen» is reached by Tab, records the chat event and reports the conversion. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: stickyCta.title });
    await expect(region).toHaveTextContent(stickyCta.text);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: stickyCta.cta.label });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('sticky_cta_clicked_academy');
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * On a 390 × 800 phone the bar is one row, the question beside «Termin wählen»: it stood three rows
 * tall and hid 15 % of the screen all the way down the page. The line on the call is still read.
 */
export const OnAPhone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 800 } } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: stickyCta.title });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.1);
    await expect(region).toHaveTextContent(stickyCta.text);
    await expect(canvas.getByRole('link', { name: stickyCta.cta.label })).toBeVisible();
  },
};
