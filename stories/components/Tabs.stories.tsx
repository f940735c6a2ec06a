import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Tabs } from '../../src/components/Tabs';

const tabs = [
  { id: 'login', label: 'Anmelden', content: <p>Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.</p> },
  { id: 'signup', label: 'Registrieren', content: <p>Erstellen Sie ein Konto für Ihr Team.</p> },
  { id: 'sso', label: 'Single Sign-on', content: <p>Für Unternehmen mit eigenem Identitätsanbieter.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { tabs, label: 'Zugang' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('geschäftlichen E-Mail-Adresse');
  },
};

export const SwitchByClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Registrieren' }));
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Konto für Ihr Team');
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('tabindex', '-1');
  },
};

/** A set that waits before it selects (the login's 50 ms, spec §4): the press selects the tab once the delay has passed. */
export const SwitchAfterDelay: Story = {
  args: { switchDelay: 50 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Single Sign-on' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Single Sign-on' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Identitätsanbieter');
  },
};

export const SwitchByArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Single Sign-on' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Identitätsanbieter');
  },
};
