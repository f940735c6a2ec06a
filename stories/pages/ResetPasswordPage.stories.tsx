import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ResetPasswordPage } from '../../src/pages/ResetPasswordPage';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.resetPassword;

const meta = {
  title: 'Pages/ResetPassword',
  component: ResetPasswordPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/reset-password' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// A valid submit would send the Storybook frame to the app; the forwarding is
// proven by the form's story (spy) and the end-to-end test (intercepted).

export const ResetPassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/de/login');
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'anna.muster@beispiel{Enter}');
    await expect(canvas.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(email).toHaveValue('anna.muster@beispiel');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 812 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = pageInLanguage('fr-CH');

/** The page in Italian on a phone: the third national language, its words and formats, and every line still fits. */
export const ItalianPhone: Story = pageInLanguage('it-CH');

/** The page in English on a phone, for the international organisations and teams in Switzerland. */
export const EnglishPhone: Story = pageInLanguage('en-CH');

/** The page in the dark theme on a phone: every section on its dark surfaces, no light band left. */
export const Dark: Story = {
  globals: IN_DARK,
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};
