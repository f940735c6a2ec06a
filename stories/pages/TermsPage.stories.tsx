import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from '../../src/pages/TermsPage';
import { legalPageStories } from './legalPageStories';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.terms;
const { termsContent } = contentFor('de-CH').legal.terms;

const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/agb' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The six stories every legal page has (desktop, phone, three languages, dark): legalPageStories.tsx describes each.
const stories = legalPageStories<Story>(termsContent);
export const Default = stories.Default;
export const Phone = stories.Phone;
export const FrenchPhone = stories.FrenchPhone;
export const ItalianPhone = stories.ItalianPhone;
export const EnglishPhone = stories.EnglishPhone;
export const Dark = stories.Dark;
