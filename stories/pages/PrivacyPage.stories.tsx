import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from '../../src/pages/PrivacyPage';
import { privacyContent } from '../../src/content/legal/privacy';
import { legalPageDesktop, legalPagePhone } from './legalPageStories';

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/de/datenschutz' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = legalPageDesktop(privacyContent);

export const Phone: Story = legalPagePhone(privacyContent);
