import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../../src/components/Container';

const Ruler = () => (
  <p style={{ background: '#f5f4f0', padding: 16 }}>
    Inhalte stehen auf einem Raster mit fester Maximalbreite und Seitenrändern, die mit dem Bildschirm mitwachsen.
  </p>
);

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Container {...args}>
      <Ruler />
    </Container>
  ),
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { $narrow: true } };
