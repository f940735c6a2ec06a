import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DropdownMenu, type DropdownLink } from '../../src/components/DropdownMenu';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';

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
  render: (args) => (
    <div style={{ minHeight: 340 }}>
      <DropdownMenu {...args} />
      <p>
        <button type="button">Anderswo</button>
      </p>
      <LocationDisplay />
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu renders in a portal on the document body, outside the canvas. */
const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Produkte' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await page().findByRole('menu')).toBeVisible();
    await expect(page().getAllByRole('menuitem')).toHaveLength(4);
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.hover(trigger);
    await expect(await page().findByRole('menu')).toBeVisible();
    // Hover must not move focus into the menu.
    await expect(page().getByRole('menu')).not.toHaveFocus();
    // The first interest swapped the placeholder for the full menu: find the trigger again.
    const menuTrigger = canvas.getByRole('button', { name: 'Produkte' });
    await userEvent.click(menuTrigger);
    await expect(page().getByRole('menu')).toBeVisible();
    await userEvent.unhover(menuTrigger);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Produkte' }));
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Academy/ }));
    await expectLocation(canvas, '/de/academy');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

export const ClosesOnEscape: Story = {
  // Behaviour only: its last picture equals OpensOnHover, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('menu')).toBeVisible();
    await waitFor(() => expect(page().getByRole('menuitem', { name: /Chat/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().getByRole('menuitem', { name: /Academy/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Produkte' })).toHaveFocus();
  },
};

/** Before any interest the trigger is a plain button with the menu's ARIA; Radix loads on the first sign of interest. */
export const LoadsOnFirstInterest: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Produkte' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    // Focus survives the swap to the full menu, and Enter opens it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Produkte' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('menu')).toBeVisible();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Produkte' }));
    await expect(await page().findByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Anderswo' }));
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};
