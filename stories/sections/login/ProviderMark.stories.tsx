import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProviderMark } from '../../../src/sections/login/ProviderMark';

const meta = {
  title: 'Sections/Login/ProviderMark',
  component: ProviderMark,
  decorators: [
    (Story) => (
      // The button's text colour around the mark, as in SocialSignIn: GitHub's mark takes it.
      <span data-testid="button-text" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'var(--color-ink)' }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof ProviderMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Google's «G» in its four colours, the same in both themes; hidden from assistive technology (the button's label names Google). */
export const Google: Story = {
  args: { provider: 'google' },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg')!;
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect([...mark.querySelectorAll('path')].map((path) => path.getAttribute('fill'))).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
  },
};

/** GitHub's mark in the text colour around it: dark on the light theme, light on the dark one. */
export const GitHub: Story = {
  args: { provider: 'github' },
  play: async ({ canvas, canvasElement }) => {
    const mark = canvasElement.querySelector('svg')!;
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(mark).fill).toBe(getComputedStyle(canvas.getByTestId('button-text')).color);
  },
};
