import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../../src/components/Card';
import { Heading } from '../../src/components/Heading';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={3}>Hosting in Zürich</Heading>
        <p>Ihre Daten liegen in einem nach ISO 27001 zertifizierten Rechenzentrum in der Region Zürich.</p>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlighted: true } };
export const OnSurface: Story = {
  args: { tone: 'surface' },
};
