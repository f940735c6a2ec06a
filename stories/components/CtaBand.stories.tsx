import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CtaBand, CtaNote } from '../../src/components/CtaBand';
import { LinkButton } from '../../src/components/LinkButton';
import { palettes } from '../../src/design/tokens';
import { shownTheme } from '../support/storyTheme';
import { computedColor } from '../../src/design/contrast';

const meta = {
  title: 'Components/CtaBand',
  component: CtaBand,
  args: {
    titleId: 'cta-band-story',
    title: 'Bereit für KI, die in der Schweiz bleibt?',
    text: 'In 30 Minuten klären wir, was Ihre Organisation braucht. Kostenlos und unverbindlich.',
    children: (
      <>
        <LinkButton to="/de/free-session" size="lg">
          Kostenloses Erstgespräch
        </LinkButton>
        <CtaNote>
          Lieber schreiben? <a href="mailto:kontakt@example.ch">kontakt@example.ch</a>
        </CtaNote>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CtaBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Bereit für KI, die in der Schweiz bleibt?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' })).toHaveAttribute('href', '/de/free-session');
  },
};

/** On the dark band the focus ring turns white, so it stays visible (blue would be 2.2:1). */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineColor).toBe(computedColor(palettes[shownTheme()].onInverse));
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 700 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' })).toBeVisible();
  },
};
