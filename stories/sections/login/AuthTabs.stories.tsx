import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AuthTabs } from '../../../src/sections/login/AuthTabs';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';
import { operator } from '../../../src/content/operator';

const { loginContent } = contentFor('de-CH').login;

const meta = {
  title: 'Sections/Login/AuthTabs',
  component: AuthTabs,
  args: { content: loginContent },
  parameters: { route: '/de/login' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
        <LocationDisplay />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Anmelden');
    await expect(canvas.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  },
};

export const TabSwitchByClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectLocation(canvas, '/de/login');
    await userEvent.click(canvas.getByRole('tab', { name: 'Registrieren' }));
    // The switch applies after 50 ms and writes the tab into the URL.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true'));
    await expectLocation(canvas, '/de/login?tab=signup');
    await expect(canvas.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await expect(canvas.getByLabelText('Passwort bestätigen')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Anmelden' }));
    await expectLocation(canvas, '/de/login?tab=login');
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const TabFromUrl: Story = {
  parameters: { route: '/de/login?tab=signup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await expect(canvas.getByLabelText('Passwort bestätigen')).toBeVisible();
  },
};

export const UnknownTabFallsBackToLogin: Story = {
  parameters: { route: '/de/login?tab=admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Passwort bestätigen')).not.toBeVisible();
  },
};

export const SwitchByBottomLink: Story = {
  // Behaviour only: its last picture equals TabSwitchByClick, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Jetzt registrieren' }));
    await expectLocation(canvas, '/de/login?tab=signup');
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    // Focus does not fall to the page when the link's panel closes.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Anmeldung' }));
    await expectLocation(canvas, '/de/login?tab=login');
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SocialButtonsInBothTabs: Story = {
  parameters: { route: '/de/login?tab=signup' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('tabpanel')).getByRole('button', { name: 'Mit GitHub anmelden' }));
    // The provider is offered in the app: the button leads to its login.
    await expectLocation(canvas, operator.app.login);
  },
};

export const SignupSubmitLeadsToTheRegistration: Story = {
  parameters: { route: '/de/login?tab=signup' },
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('tabpanel'));
    await userEvent.type(panel.getByLabelText('E-Mail-Adresse'), 'name@firma.ch');
    await userEvent.type(panel.getByLabelText('Passwort'), 'geheim123');
    await userEvent.type(panel.getByLabelText('Passwort bestätigen'), 'geheim123');
    await userEvent.click(panel.getByRole('button', { name: 'Konto erstellen' }));
    await expectLocation(canvas, operator.app.register);
  },
};
