import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from '../../src/components/Section';
import { Heading } from '../../src/components/Heading';

const meta = {
  title: 'Components/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    labelledBy: 'section-title',
    children: (
      <>
        <Heading level={2} id="section-title">
          Datenschutz, konsequent umgesetzt
        </Heading>
        <p style={{ marginTop: 16 }}>Ihre Daten verlassen die Schweiz nicht, ausser Sie wünschen es ausdrücklich.</p>
      </>
    ),
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paper: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Datenschutz, konsequent umgesetzt' })).toBeVisible();
  },
};
export const Surface: Story = { args: { tone: 'surface' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const Compact: Story = { args: { spacing: 'compact', tone: 'surface' } };
