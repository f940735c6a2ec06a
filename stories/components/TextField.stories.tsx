import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { id: 'feld', label: 'E-Mail-Adresse', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(input, 'ab');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { id: 'passwort', label: 'Passwort', type: 'password', hint: 'Mindestens 8 Zeichen.', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Passwort')).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
  },
};

export const WithError: Story = {
  args: { status: 'invalid', error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', defaultValue: 'a@b' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-Mail-Adresse');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  },
};

export const Valid: Story = {
  args: { status: 'valid', defaultValue: 'name@firma.ch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
  },
};

export const WithLinkBesideLabel: Story = {
  args: {
    id: 'passwort',
    label: 'Passwort',
    type: 'password',
    labelAside: <a href="#passwort">Passwort vergessen?</a>,
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'name@firma.ch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toBeDisabled();
  },
};
