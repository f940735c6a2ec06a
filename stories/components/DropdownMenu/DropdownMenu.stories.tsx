import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DropdownMenu, type DropdownLink } from '../../../src/components/DropdownMenu/DropdownMenu';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';

const items = [
  { label: 'Chat', to: '/de', description: 'Der sichere KI-Chat für Ihr Team' },
  { label: 'Academy', to: '/de/academy', description: '10 Wochen Kohortenprogramm' },
  { label: 'API-Produkte', to: '/de/api-products', description: 'OpenAI-kompatibel, in der Schweiz' },
  { label: 'Preise', to: '/de/pricing' },
] satisfies ReadonlyArray<DropdownLink>;

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: { label: 'Produkte', items },
  parameters: { route: '/de/about' },
  // «Anderswo» beside the menu, not below it, where the open list would cover it.
  render: (args) => (
    <div style={{ minHeight: 340 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', maxWidth: 560 }}>
        <DropdownMenu {...args} />
        <button type="button">Anderswo</button>
      </div>
      <LocationDisplay />
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list of links the menu shows: a navigation disclosure, its links in a list. */
const list = (canvas: { queryByRole: (role: 'list') => HTMLElement | null }) => canvas.queryByRole('list');

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Produkte' })).toHaveAttribute('aria-expanded', 'false');
    await expect(list(canvas)).toBeNull();
    // The links are in the page already, hidden: nothing loads when it opens.
    await expect(canvas.getAllByRole('link', { hidden: true })).toHaveLength(4);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[1]).toHaveAttribute('href', '/de/academy');
    await expect(links[1]).toHaveTextContent('Academy10 Wochen Kohortenprogramm');
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list')).toBeVisible();
    // Hover must not move focus into the menu.
    await expect(document.body).toHaveFocus();
    // A click right after the hover confirms the open menu rather than closing it.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(list(canvas)).toBeNull());
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Produkte' }));
    await userEvent.click(within(canvas.getByRole('list')).getByRole('link', { name: /Academy/ }));
    await expectLocation(canvas, '/de/academy');
    // The menu closes behind the link it led through.
    await expect(list(canvas)).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ClosesOnEscape: Story = {
  // Behaviour only: its last picture equals Closed, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The arrows lead into the list and through it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Chat/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Academy/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /Preise/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(list(canvas)).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Focus leaving the menu closes it: Tab past its last link. */
export const ClosesWhenFocusLeaves: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: /Preise/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Anderswo' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click alone (as a script or an assistive technology sends it, with no pointer before it) opens it. */
export const OpensOnAClickAlone: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Produkte' }));
    await expect(canvas.getByRole('list')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anderswo' }));
    await expect(list(canvas)).toBeNull();
  },
};
