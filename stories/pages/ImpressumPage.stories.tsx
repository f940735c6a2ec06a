import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImpressumPage } from '../../src/pages/ImpressumPage';
import { impressumContent } from '../../src/content/legal/impressum';
import { legalPageDesktop, legalPagePhone } from './legalPageStories';

const meta = {
  title: 'Pages/Impressum',
  component: ImpressumPage,
  parameters: { layout: 'fullscreen', route: '/de/impressum' },
} satisfies Meta<typeof ImpressumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = legalPageDesktop(impressumContent);

export const Phone: Story = legalPagePhone(impressumContent);
