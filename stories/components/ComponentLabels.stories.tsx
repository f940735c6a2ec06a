import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComponentLabelsProvider } from '../../src/components/ComponentLabels';
import { LinkButton } from '../../src/components/LinkButton';
import { contentFor } from '../../src/content/siteContent';

const { commonContent } = contentFor('de-CH').common;

const meta = {
  title: 'Components/ComponentLabels',
  component: ComponentLabelsProvider,
  args: { labels: commonContent, children: null },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ComponentLabelsProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's words, as the site hands them in: an external link says it opens a new tab. */
export const SiteLabels: Story = {
  render: (args) => (
    <ComponentLabelsProvider labels={args.labels}>
      <LinkButton href="https://app.example.ch/login">Zur App</LinkButton>
    </ComponentLabelsProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `Zur App ${commonContent.opensInNewTab}` })).toBeVisible();
  },
};

/** Other words in, other words out: the primitive holds none of its own. */
export const OtherLabels: Story = {
  args: { labels: { ...commonContent, opensInNewTab: '(externes Fenster)' } },
  render: (args) => (
    <ComponentLabelsProvider labels={args.labels}>
      <LinkButton href="https://app.example.ch/login">Zur App</LinkButton>
    </ComponentLabelsProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zur App (externes Fenster)' })).toBeVisible();
  },
};
