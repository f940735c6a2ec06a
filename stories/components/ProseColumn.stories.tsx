import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProseColumn, ProseParagraph } from '../../src/components/ProseColumn';

const paragraphs = [
  'Wir haben die Plattform für Organisationen gebaut, die mit vertraulichen Informationen arbeiten.',
  'Jeder Absatz steht für sich, in gleichem Abstand zum nächsten und in einer gut lesbaren Zeilenlänge.',
];

const meta = {
  title: 'Components/ProseColumn',
  component: ProseColumn,
  args: { children: paragraphs.map((text) => <ProseParagraph key={text}>{text}</ProseParagraph>) },
} satisfies Meta<typeof ProseColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The look is in the pictures of the founding story and the About philosophy; this checks the measures. */
export const Default: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const [first, second] = paragraphs.map((text) => canvas.getByText(text));
    // Larger than body text, at the text measure, one step of space apart.
    await expect(getComputedStyle(first!).fontSize).toBe('20px');
    await expect(getComputedStyle(first!).maxWidth).toBe('640px');
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(16);
  },
};
