import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TeamMemberCard } from '../../../src/sections/about/TeamMemberCard';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;
const { commonContent } = contentFor('de-CH').common;

const { members, photoMissing } = aboutContent.team;
const withProfile = members.find((member) => member.linkedin !== null)!;
const withoutProfile = members.find((member) => member.linkedin === null)!;

const meta = {
  title: 'Sections/About/TeamMemberCard',
  component: TeamMemberCard,
  args: { member: withProfile, photoMissing },
  // A card is a list item of the team grid.
  decorators: [(Story) => <ul style={{ maxWidth: 340, margin: 0, padding: 0, listStyle: 'none' }}>{Story()}</ul>],
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both cards also appear in the team grid's picture; these stories check their behaviour. */
export const WithLinkedIn: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: withProfile.name })).toBeVisible();
    await expect(canvas.getByText(withProfile.role)).toBeVisible();
    const photo = canvas.getByRole('img', { name: withProfile.photo.alt });
    await expect(photo).toHaveAttribute('width', String(withProfile.photo.width));
    await expect(photo).toHaveAttribute('height', String(withProfile.photo.height));
    const profile = canvas.getByRole('link', { name: `Profil von ${withProfile.name} auf LinkedIn ${commonContent.opensInNewTab}` });
    await expect(profile).toHaveAttribute('href', withProfile.linkedin!.href);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutLinkedIn: Story = {
  args: { member: withoutProfile },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: withoutProfile.name })).toBeVisible();
    await expect(canvas.getByText(withoutProfile.bio)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The photo cannot be loaded: a placeholder icon takes its square, never a broken image. */
export const PhotoFailed: Story = {
  // A local path that does not exist: the image fails without touching the network.
  args: { member: { ...withProfile, photo: { ...withProfile.photo, src: '/images/about/fehlt.svg' } } },
  play: async ({ canvas, canvasElement }) => {
    const placeholder = await canvas.findByRole('img', { name: photoMissing });
    await expect(placeholder).toBeVisible();
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
    // The placeholder keeps the photo's square, so nothing below it moves.
    await waitFor(() => expect(Math.round(placeholder.getBoundingClientRect().height)).toBe(Math.round(placeholder.getBoundingClientRect().width)));
    await expect(canvas.getByRole('heading', { level: 3, name: withProfile.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`Profil von ${withProfile.name} auf LinkedIn`) })).toBeVisible();
  },
};
