import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../src/components/Button';

/**
 * A deliberately broken section story (see Broken.stories.tsx): its words
 * are written into the story, not taken from the content, so the
 * pseudo-locale pass must find them unmarked. Named as a section, since
 * the pass shows sections.
 */
const meta = {
  title: 'Sections/Broken/Proof',
  component: Button,
  tags: ['!dev', '!autodocs', '!test'],
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A label written into the story: it stays German in every language. */
export const WrittenIntoTheStory: Story = {
  tags: ['broken-pseudo'],
  args: { children: 'Unverändert deutsch beschriftet' },
};
