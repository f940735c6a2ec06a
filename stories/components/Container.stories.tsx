import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../../src/components/Container';
import { colors } from '../../src/design/tokens';

const Ruler = () => (
  <p style={{ background: colors.surface, padding: 16 }}>
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

/** 72rem at most, centred: on a 1280 px page the text starts at the same left edge as the header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBe(72 * 16);
    await expect(getComputedStyle(container).marginLeft).toBe(getComputedStyle(container).marginRight);
  },
};

/** 48rem for text-heavy sections such as legal pages. */
export const Narrow: Story = {
  args: { $narrow: true },
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBe(48 * 16);
  },
};
