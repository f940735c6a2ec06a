import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoginPage } from '../../src/pages/LoginPage';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { reviewWidths } from '../support/reviewPresets';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.login;

/** Waits until every logo is in, so the snapshot never catches one half-loaded. */
async function imagesLoaded(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await waitFor(() => {
    for (const image of images) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
}

/** The narrowest screen the site is made for (WCAG 1.4.10), where the card is at its narrowest. */
const NARROWEST = { width: reviewWidths.reflow, height: 640 } as const;

/** Both tab labels show whole, each on one line, without the tab list scrolling sideways to reach one. */
async function tabLabelsFit(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('tablist');
  await expect(list.scrollWidth, 'the tab list scrolls sideways').toBeLessThanOrEqual(list.clientWidth);
  for (const tab of within(list).getAllByRole('tab')) {
    const words = document.createRange();
    words.selectNodeContents(tab);
    const lines = new Set([...words.getClientRects()].map((line) => Math.round(line.top))).size;
    await expect(lines, `«${tab.textContent}» takes ${lines} lines`).toBe(1);
  }
}

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/de/reset-password');
    await expect(canvas.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/de/login?tab=signup');
    await expect(canvas.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mit GitHub anmelden' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Vertraut von Schweizer Unternehmen' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const Signup: Story = {
  parameters: { route: '/de/login?tab=signup' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/de/login?tab=login');
    await imagesLoaded(canvasElement);
  },
};

export const SubmitBlocked: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(canvas.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('tabpanel')).getByLabelText('E-Mail-Adresse')).toHaveFocus());
    await imagesLoaded(canvasElement);
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 812 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

/** The page at 320 px: «Anmelden» and «Registrieren» share the card's narrowest width, each whole on one line. */
export const NarrowestWidth: Story = {
  parameters: { visual: { viewport: NARROWEST } },
  play: async ({ canvasElement }) => {
    await tabLabelsFit(canvasElement);
    await imagesLoaded(canvasElement);
  },
};

const inFrench = pageInLanguage('fr-CH');

/**
 * The same in French: «Se connecter» stays on one line beside «S’inscrire».
 * A check, not a picture: the page's French picture is FrenchPhone's (the
 * test matrix gives a language one per page).
 */
export const FrenchNarrowestWidth: Story = {
  ...inFrench,
  parameters: { ...inFrench.parameters, visual: { disable: true, viewport: NARROWEST } },
  play: async (context) => {
    await inFrench.play(context);
    await tabLabelsFit(context.canvasElement);
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = inFrench;

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
