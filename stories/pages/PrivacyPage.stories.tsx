import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from '../../src/pages/PrivacyPage';
import { legalPageStories } from './legalPageStories';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.privacy;
const { privacyContent } = contentFor('de-CH').legal.privacy;

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/datenschutz' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The six stories every legal page has (desktop, phone, three languages, dark): legalPageStories.tsx describes each.
const stories = legalPageStories<Story>(privacyContent);
export const Default = stories.Default;
export const Phone = stories.Phone;
export const FrenchPhone = stories.FrenchPhone;
export const ItalianPhone = stories.ItalianPhone;
export const EnglishPhone = stories.EnglishPhone;
export const Dark = stories.Dark;
