import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AcademyHero } from '../../../src/sections/academy/AcademyHero';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/AcademyHero',
  component: AcademyHero,
  parameters: { layout: 'fullscreen' },
  args: { content: academyContent.hero },
  render: (args) => (
    <>
      <AcademyHero {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof AcademyHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** «Chat starten» opens the chat with the cohort event; «Kostenloses Erstgespräch» leads to the free session as a conversion. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: academyContent.hero.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat starten' }));
    await expect(integrationSpies.chat.open).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('start_chat_cohort_hero');
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' }));
    await expect(integrationSpies.reportConversion).toHaveBeenLastCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
