import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellLink } from '../../src/site/ShellLink';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';

/**
 * The shell's link to a page of the site (header, mobile menu, footer):
 * it says `aria-current="page"` when it leads to the page the story's
 * route is at, and is a plain link otherwise. It brings no look of its
 * own; the header, the menus and the footer style it, the current page
 * by `[aria-current='page']`.
 */
const meta = {
  title: 'Site/ShellLink',
  component: ShellLink,
  args: { href: '/de/pricing', children: 'Preise' },
  parameters: { route: '/de/pricing' },
  render: (args) => (
    <>
      <ShellLink {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof ShellLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the pricing page, the link to it is the current page's, and nothing else marks it. */
export const ToTheCurrentPage: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Preise' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('href', '/de/pricing');
    await expect(link).not.toHaveAttribute('class');
    await expect(link).not.toHaveAttribute('data-discover');
  },
};

/** On another page it is a plain link, followed as the browser follows any (a document load on the site). */
export const ToAnotherPage: Story = {
  args: { href: '/de/contact', children: 'Kontakt' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Kontakt' });
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expectLocation(canvas, '/de/contact');
  },
};

/** A page's home is current only on itself: on the pricing page the link to `/de` is not. */
export const ToTheHomePageFromBelowIt: Story = {
  args: { href: '/de', children: 'Startseite' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current');
  },
};
