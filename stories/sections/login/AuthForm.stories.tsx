import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuthForm } from '../../../src/sections/login/AuthForm';
import { contentFor } from '../../../src/content/siteContent';
import { operator } from '../../../src/content/operator';
import { storyPath } from '../../support/storyAddress';

const { loginContent } = contentFor('de-CH').login;

const { errors } = loginContent;

const meta = {
  title: 'Sections/Login/AuthForm',
  component: AuthForm,
  args: { mode: 'login', content: loginContent.forms.login, errors, forwardTo: operator.app.login },
  parameters: { route: '/de/login' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const signup = { mode: 'signup', content: loginContent.forms.signup, forwardTo: operator.app.register } as const;

/** The form has sent the visitor nowhere: the story's address is still the login page. */
const stillOnThePage = () => expect(storyPath()).toBe('/de/login');

export const LoginUntouched: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    const password = canvas.getByLabelText('Passwort');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    for (const field of [email, password]) {
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(field).toHaveValue('');
    }
    await expect(canvas.queryByLabelText('Passwort bestätigen')).not.toBeInTheDocument();
    await expect(canvas.queryByText(errors.invalidEmail)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/de/reset-password');
    await expect(canvas.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/de/login?tab=signup');
  },
};

export const SignupUntouched: Story = {
  args: signup,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Passwort')).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
    await expect(canvas.getByLabelText('Passwort bestätigen')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.queryByRole('link', { name: 'Passwort vergessen?' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/login?tab=login');
    for (const label of ['E-Mail-Adresse', 'Passwort', 'Passwort bestätigen']) {
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  },
};

export const InvalidEmailAfterBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'a@b');
    // Typing alone does not validate.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(errors.invalidEmail);
    await expect(canvas.getByText(errors.invalidEmail).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Passwort');
    await userEvent.type(password, 'kurz123');
    await userEvent.tab();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(errors.passwordTooShort);
  },
};

export const PasswordsDiffer: Story = {
  args: signup,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Passwort'), 'geheim123');
    const confirm = canvas.getByLabelText('Passwort bestätigen');
    await userEvent.type(confirm, 'geheim124');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Passwort')).not.toHaveAttribute('aria-invalid');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(errors.passwordsDiffer);
  },
};

export const AllValid: Story = {
  args: signup,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'name@firma.ch');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'geheim123');
    await userEvent.type(canvas.getByLabelText('Passwort bestätigen'), 'geheim123');
    await userEvent.tab();
    for (const label of ['E-Mail-Adresse', 'Passwort', 'Passwort bestätigen']) {
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    for (const message of Object.values(errors)) await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    // Leaving the last field checks it; only a submit leads on.
    await stillOnThePage();
  },
};

export const SubmitBlocked: Story = {
  args: signup,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'name @firma.ch');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'kurz');
    await userEvent.type(canvas.getByLabelText('Passwort bestätigen'), 'anders');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto erstellen' }));
    for (const message of Object.values(errors)) await expect(canvas.getByText(message)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveFocus());
    // What was typed stays.
    await expect(canvas.getByLabelText('Passwort bestätigen')).toHaveValue('anders');
    await stillOnThePage();
  },
};

export const PasswordVisible: Story = {
  args: signup,
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Passwort');
    const confirm = canvas.getByLabelText('Passwort bestätigen');
    await userEvent.type(password, 'geheim123');
    await userEvent.type(confirm, 'geheim123');
    const toggle = canvas.getByRole('button', { name: 'Passwörter anzeigen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
  },
};

/** A valid signup leads to the app's registration, and takes nothing typed along: the app asks again. The address is trimmed on leaving the field. */
export const ValidSubmitLeadsToTheApp: Story = {
  args: signup,
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, ' name@firma.ch ');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'geheim123');
    await expect(email).toHaveValue('name@firma.ch');
    await userEvent.type(canvas.getByLabelText('Passwort bestätigen'), 'geheim123');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyPath()).toBe(operator.app.register));
  },
};
