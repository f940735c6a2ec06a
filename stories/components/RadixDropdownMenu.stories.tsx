import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RadixDropdownMenu } from '../../src/components/RadixDropdownMenu';

/**
 * The full menu that `DropdownMenu` swaps in on first interest. These stories
 * show how it opens when the visitor's request came before its code.
 */
const meta = {
  title: 'Components/RadixDropdownMenu',
  component: RadixDropdownMenu,
  args: {
    label: 'Unternehmen',
    items: [
      { label: 'Kontakt', to: '/de/contact', description: 'Telefon, E-Mail und Gesprächstermin' },
      { label: 'FAQ', to: '/de/faq' },
    ],
  },
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <RadixDropdownMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof RadixDropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const OpenedByHover: Story = {
  args: { openedBy: 'hover' },
  play: async () => {
    const menu = await page().findByRole('menu');
    await expect(menu).toBeVisible();
    // A hover never pulls focus into the menu.
    await expect(menu).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const OpenedByKeyboard: Story = {
  args: { openedBy: 'keyboard', focusTrigger: true },
  parameters: { visual: { disable: true } },
  play: async () => {
    await page().findByRole('menu');
    await waitFor(() => expect(page().getByRole('menuitem', { name: /^Kontakt/ })).toHaveFocus());
  },
};

export const TakesOverFocus: Story = {
  args: { focusTrigger: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unternehmen' })).toHaveFocus();
    await expect(page().queryByRole('menu')).toBeNull();
  },
};
