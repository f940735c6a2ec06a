import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionIntro } from '../../src/components/SectionIntro';
import { LinkButton } from '../../src/components/LinkButton';

const meta = {
  title: 'Components/SectionIntro',
  component: SectionIntro,
  args: {
    eyebrow: 'So funktioniert es',
    title: 'In vier Schritten zum produktiven Einsatz',
    titleId: 'intro-demo-title',
    intro: 'Von der ersten Beratung bis zum eingerichteten Assistenten dauert es in der Regel rund zwei Wochen.',
  },
} satisfies Meta<typeof SectionIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'In vier Schritten zum produktiven Einsatz' });
    await expect(title).toHaveAttribute('id', 'intro-demo-title');
    await expect(canvas.getByText('So funktioniert es')).toBeVisible();
    await expect(canvas.getByText(/rund zwei Wochen/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    eyebrow: 'Preise',
    title: 'Klare Preise ohne Kleingedrucktes',
    action: (
      <LinkButton to="/de/pricing" variant="ghost">
        Alle Preise ansehen
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Alle Preise ansehen' });
    await expect(link).toHaveAttribute('href', '/de/pricing');
    // On a wide screen the action sits beside the title, not below it.
    const title = canvas.getByRole('heading', { level: 2 });
    await expect(link.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left);
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, intro: undefined, flush: true, title: 'Warum es uns gibt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Warum es uns gibt');
    await expect(canvas.queryAllByRole('paragraph')).toHaveLength(0);
  },
};
