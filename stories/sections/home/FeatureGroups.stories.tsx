import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureGroups } from '../../../src/sections/home/FeatureGroups';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/FeatureGroups',
  component: FeatureGroups,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.featureGroups },
} satisfies Meta<typeof FeatureGroups>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: homeContent.featureGroups.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    for (const title of [
      'Chat mit Modellwahl',
      'Persönliche Assistenten',
      'Wissenscenter und Prompt-Bibliothek',
      'Dokumentenanalyse',
      'Websuche',
      'Deep Research',
      'Audioverarbeitung',
      'Schweizer Rechtschreibung',
      'OpenAI-kompatible API',
      'Academy',
    ]) {
      await expect(canvas.getByRole('heading', { level: 4, name: title })).toBeVisible();
    }
  },
};
