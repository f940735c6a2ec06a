import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeToggle } from '../../../src/site/theme/ThemeToggle';
import { themeStorage } from '../../../src/content/themeStorage';
import { THEME_ATTRIBUTE } from '../../../src/design/themeChoice';
import { IN_DARK } from '../../support/storyTheme';
import { contentFor } from '../../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;

const { label, choices } = shell.themeToggle;
const named = (choice: keyof typeof choices) => `${label}: ${choices[choice]}`;
const stored = () => localStorage.getItem(themeStorage.key);

/**
 * The colour scheme's toggle acts on the preview itself, as on the site: a
 * press changes the theme of this story and stores the choice (which the
 * next story forgets). The toolbar's «Farbschema» is a choice already,
 * so a story starts on «Hell» or «Dunkel», not «System».
 */
const meta = {
  title: 'Site/ThemeToggle',
  component: ThemeToggle,
  args: { content: shell.themeToggle },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the header: the icon of the choice in effect, its name read out. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: named('light') });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-label', named('light'));
  },
};

/** In the mobile menu: the icon and the words. */
export const Full: Story = {
  args: { variant: 'full' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: named('light') })).toHaveTextContent(named('light'));
  },
};

/** Each press steps on: «Hell» to «Dunkel» (stored), to «System» (forgotten, the system decides), to «Hell» again; Enter and Space press it as well. */
export const StepsThroughTheChoices: Story = {
  args: { variant: 'full' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: named('light') }));
    await expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
    await expect(stored()).toBe('dark');

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: named('system') })).toHaveFocus();
    await expect(document.documentElement).not.toHaveAttribute(THEME_ATTRIBUTE);
    await expect(stored()).toBeNull();

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: named('light') })).toHaveFocus();
    await expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'light');
    await expect(stored()).toBe('light');
  },
};

/** On a dark page: the toggle shows «Dunkel» in the dark theme's colours. */
export const OnTheDarkTheme: Story = {
  args: { variant: 'full' },
  globals: IN_DARK,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: named('dark') })).toBeVisible();
  },
};
