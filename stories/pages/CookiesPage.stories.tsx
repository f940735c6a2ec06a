import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiesPage } from '../../src/pages/CookiesPage';
import { PHONE_VIEWPORT, contentsLeadToEverySection, desktopPageTop, phonePageTop, titleAndContentsVisible } from './legalPageStories';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
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

/** The page at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Default: Story = {
  decorators: [desktopPageTop],
  play: contentsLeadToEverySection(cookiePolicyContent),
};

/** The top of the page on a phone: title, «Stand» and the contents. */
export const Phone: Story = {
  decorators: [phonePageTop],
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  play: titleAndContentsVisible(cookiePolicyContent),
};

/** The page in French on a phone: French runs longer than German, and every line still fits (its top in the screenshot). */
export const FrenchPhone: Story = { ...pageInLanguage('fr-CH'), decorators: [phonePageTop] };

/** The page in Italian on a phone: the third national language, its words and formats, and every line still fits. */
export const ItalianPhone: Story = { ...pageInLanguage('it-CH'), decorators: [phonePageTop] };

/** The page in English on a phone, for the international organisations and teams in Switzerland. */
export const EnglishPhone: Story = { ...pageInLanguage('en-CH'), decorators: [phonePageTop] };

/** The page in the dark theme on a phone: every section on its dark surfaces, no light band left. */
export const Dark: Story = {
  globals: IN_DARK,
  decorators: [phonePageTop],
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};
