import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TalksAndWorkshops } from '../../../src/sections/academy/TalksAndWorkshops';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const { talks } = academyContent;

const meta = {
  title: 'Sections/Academy/TalksAndWorkshops',
  component: TalksAndWorkshops,
  parameters: { layout: 'fullscreen' },
  args: { content: talks },
} satisfies Meta<typeof TalksAndWorkshops>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: both illustrations load with their descriptions. */
export const Default: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    for (const talk of talks.talks) await expect(canvas.getByRole('img', { name: talk.image.alt })).toBeVisible();
  },
};

/** The first illustration cannot be loaded: the logo stands in its frame, never a broken image. */
export const TalkImageFailed: Story = {
  args: { content: { ...talks, talks: [{ ...talks.talks[0]!, image: { ...talks.talks[0]!.image, src: '/images/academy/fehlt.svg' } }, talks.talks[1]!] } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-fallback="logo"]')).toBeVisible());
    await expect(canvas.queryByRole('img', { name: talks.talks[0]!.image.alt })).toBeNull();
    await expect(canvas.getByRole('img', { name: talks.fallbackLogo.alt })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};
