import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableOfContents } from '../../../src/sections/shared/TableOfContents';
import { Heading } from '../../../src/components/Heading';
import { contentFor } from '../../../src/content/siteContent';

const { impressumContent } = contentFor('de-CH').legal.impressum;

// The Impressum's parts, as the legal pages hand them in.
const entries = impressumContent.sections.map((section) => ({ id: section.id, title: section.title }));

const meta = {
  title: 'Sections/Shared/TableOfContents',
  component: TableOfContents,
  args: { title: impressumContent.tocTitle, titleId: 'toc-title', entries },
  render: (args) => (
    <>
      <TableOfContents {...args} />
      {/* The headings the entries lead to, far enough apart to need scrolling. */}
      {args.entries.map((entry) => (
        <div key={entry.id} style={{ marginTop: 480 }}>
          <Heading level={2} id={entry.id} jumpTarget>
            {entry.title}
          </Heading>
        </div>
      ))}
    </>
  ),
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contents as a named navigation: every part in page order, each a plain anchor that also works without JavaScript. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: impressumContent.tocTitle });
    await expect(within(nav).getByRole('heading', { level: 2, name: impressumContent.tocTitle })).toBeVisible();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(entries.map((entry) => entry.title));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(entries.map((entry) => `#${entry.id}`));
  },
};

/** By keyboard: Enter on an entry moves the focus to its heading and names the part in the address; the next Tab goes on from there. */
export const JumpByKeyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const last = entries[entries.length - 1]!;
    canvas.getByRole('link', { name: last.title }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2, name: last.title })).toHaveFocus();
    await expect(window.location.hash).toBe(`#${last.id}`);
    const second = entries[1]!;
    await userEvent.click(canvas.getByRole('link', { name: second.title }));
    await expect(canvas.getByRole('heading', { level: 2, name: second.title })).toHaveFocus();
  },
};
