import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiesPage } from '../../src/pages/CookiesPage';
import { legalPageStories } from './legalPageStories';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.cookies;
const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;

const meta = {
  title: 'Pages/Cookies',
  component: CookiesPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/cookies' },
} satisfies Meta<typeof CookiesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The six stories every legal page has (desktop, phone, three languages, dark): legalPageStories.tsx describes each.
const stories = legalPageStories<Story>(cookiePolicyContent);
export const Default = stories.Default;
export const Phone = stories.Phone;
export const FrenchPhone = stories.FrenchPhone;
export const ItalianPhone = stories.ItalianPhone;
export const EnglishPhone = stories.EnglishPhone;
export const Dark = stories.Dark;
