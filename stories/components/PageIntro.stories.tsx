import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageIntro } from '../../src/components/PageIntro';
import { FactList } from '../../src/components/FactList';

const meta = {
  title: 'Components/PageIntro',
  component: PageIntro,
  args: {
    titleId: 'page-intro-story',
    eyebrow: 'Kontakt',
    title: 'Sprechen wir über Ihre Daten und Ihre Ideen',
    lead: 'Sie erreichen in Zürich Menschen, die die Plattform selbst betreiben.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sprechen wir über Ihre Daten und Ihre Ideen' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sprechen wir über Ihre Daten und Ihre Ideen' })).toBeVisible();
  },
};

export const WithFacts: Story = {
  args: { children: <FactList items={['Hosting in Zürich', 'Preise exkl. MWST']} spaceAbove={6} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
