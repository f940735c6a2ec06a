import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Trash2 } from 'lucide-react';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';
import { Icon } from '../../src/components/Icon';

const meta = { title: 'Components/VisuallyHidden', component: VisuallyHidden } satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const NamesAnIconButton: StoryObj<typeof meta> = {
  render: () => (
    <button type="button">
      <Icon icon={Trash2} />
      <VisuallyHidden>Auswahl löschen</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Auswahl löschen' })).toBeVisible();
    await expect(canvas.getByText('Auswahl löschen').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
