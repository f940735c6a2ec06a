import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiesPage } from '../../src/pages/CookiesPage';
import { cookiePolicyContent } from '../../src/content/legal/cookies';
import { legalPageDesktop, legalPagePhone } from './legalPageStories';

const meta = {
  title: 'Pages/Cookies',
  component: CookiesPage,
  parameters: { layout: 'fullscreen', route: '/de/cookies' },
} satisfies Meta<typeof CookiesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = legalPageDesktop(cookiePolicyContent);

export const Phone: Story = legalPagePhone(cookiePolicyContent);
