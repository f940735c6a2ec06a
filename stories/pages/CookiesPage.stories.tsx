import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiePolicyPage } from '../../src/pages/CookiePolicyPage';
import { cookiePolicyContent } from '../../src/content/legal/cookies';
import { legalPageDesktop, legalPagePhone } from './legalPageStories';

const meta = {
  title: 'Pages/Cookies',
  component: CookiePolicyPage,
  parameters: { layout: 'fullscreen', route: '/de/cookies' },
} satisfies Meta<typeof CookiePolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = legalPageDesktop(cookiePolicyContent);

export const Phone: Story = legalPagePhone(cookiePolicyContent);
