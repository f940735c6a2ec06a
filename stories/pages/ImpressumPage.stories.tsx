import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImpressumPage } from '../../src/pages/ImpressumPage';
import { legalPageStories } from './legalPageStories';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.impressum;
const { impressumContent } = contentFor('de-CH').legal.impressum;

const meta = {
  title: 'Pages/Impressum',
  component: ImpressumPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/impressum' },
} satisfies Meta<typeof ImpressumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The six stories every legal page has (desktop, phone, three languages, dark): legalPageStories.tsx describes each.
const stories = legalPageStories<Story>(impressumContent);
export const Default = stories.Default;
export const Phone = stories.Phone;
export const FrenchPhone = stories.FrenchPhone;
export const ItalianPhone = stories.ItalianPhone;
export const EnglishPhone = stories.EnglishPhone;
export const Dark = stories.Dark;
