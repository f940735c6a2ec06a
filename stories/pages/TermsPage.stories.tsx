import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from '../../src/pages/TermsPage';
import { termsContent } from '../../src/content/legal/terms';
import { legalPageDesktop, legalPagePhone } from './legalPageStories';

const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/de/agb' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = legalPageDesktop(termsContent);

export const Phone: Story = legalPagePhone(termsContent);
