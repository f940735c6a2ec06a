import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ResetPasswordForm } from '../../../src/sections/login/ResetPasswordForm';
import { contentFor } from '../../../src/content/siteContent';
import { operator } from '../../../src/content/operator';
import { storyPath } from '../../support/storyAddress';

const { loginContent } = contentFor('de-CH').login;
const { resetPasswordContent } = contentFor('de-CH').resetPassword;

const content = resetPasswordContent.form;
// The login form's message, not a copy of it.
const message = loginContent.errors.invalidEmail;

/** The form has sent the visitor nowhere: the story's address is still the reset page. */
const stillOnThePage = () => expect(storyPath()).toBe('/de/reset-password');

const meta = {
  title: 'Sections/Login/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { content, forwardTo: operator.app.resetPassword },
  parameters: { route: '/de/reset-password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: one empty field, its hint, no message. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await expect(email).toHaveValue('');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription(content.email.hint);
    await expect(canvas.getByRole('form', { name: content.heading })).toBeVisible();
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('link', { name: content.help.link.label })).toHaveAttribute('href', '/de/contact');
  },
};

/** Submitted with Enter and an incomplete address: the message shows, what was typed stays, focus is on the field. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'anna.muster@beispiel');
    // Typing alone does not validate.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`${content.email.hint} ${message}`);
    await expect(email).toHaveValue('anna.muster@beispiel');
    await waitFor(() => expect(email).toHaveFocus());
    await stillOnThePage();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The button pressed with nothing typed: the same message, focus moves to the field. */
export const SubmittedEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: content.submit }));
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await expect(canvas.getByText(message)).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await stillOnThePage();
  },
};

/** Leaving the field with an address that has a space in it shows the message at once. */
export const InvalidEmailOnBlur: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'anna muster@beispiel.ch');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(message).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The address fixed after the message: the message goes while typing, the field shows it is valid. */
export const Corrected: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'anna.muster@beispiel');
    await userEvent.tab();
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.type(email, '.ch');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveValue('anna.muster@beispiel.ch');
    await stillOnThePage();
  },
};

/** A valid address submitted: the form says it forwards, and leads to the app's reset page with nothing typed along. */
export const Forwarding: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), ' anna.muster@beispiel.ch ');
    await userEvent.click(canvas.getByRole('button', { name: content.submit }));
    await waitFor(() => expect(storyPath()).toBe(operator.app.resetPassword));
    await expect(canvas.getByRole('status')).toHaveTextContent(content.forwarding);
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};
