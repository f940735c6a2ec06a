import type { ComponentType } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImpressumPage } from '../../src/pages/ImpressumPage';
import { TermsPage } from '../../src/pages/TermsPage';
import { PrivacyPage } from '../../src/pages/PrivacyPage';
import { CookiesPage } from '../../src/pages/CookiesPage';
import type { PageContent } from '../../src/content/pageContent';
import { contentFor } from '../../src/content/siteContent';
import { defaultLocale, localeSettings } from '../../src/lib/locales';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { PHONE_VIEWPORT } from '../support/reviewPresets';
import type { LegalPageName } from '../site/pageStories';

/**
 * The four legal pages are one layout (`LegalDocument`) with four texts,
 * so they are one table of data here, and each gets the same six stories:
 * its top at desktop width and on a phone, in French, Italian and English,
 * and dark.
 */
type PageArgs = { content: PageContent<LegalPageName> };
const legalPages: Record<LegalPageName, ComponentType<PageArgs>> = {
  impressum: ImpressumPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookies: CookiesPage,
};

const { pages } = contentFor(defaultLocale);

/**
 * Shows only the first `height` pixels of a long page, so its full-page
 * screenshot stays small; the whole page is still rendered, checked by axe
 * and reachable by the play function.
 */
const pageTop =
  (height: number): Decorator =>
  (Story) => (
    <div style={{ height, overflow: 'hidden' }}>
      <Story />
    </div>
  );
/** The whole page is rendered, but the desktop screenshot keeps only its top 2400 px. */
const desktopPageTop = pageTop(2400);
/** The top 1600 px of the page on a phone. */
const phonePageTop = pageTop(1600);

const meta = {
  title: 'Pages/Legal',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<PageArgs>;
export default meta;
type Story = StoryObj<PageArgs>;

/** At desktop width: one h1, and every entry of the contents leads to a focusable section heading. */
async function contentsLeadToEverySection({ canvasElement, args }: { canvasElement: HTMLElement; args: PageArgs }) {
  const canvas = within(canvasElement);
  const { document: content } = args.content;
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const entries = within(canvas.getByRole('navigation', { name: content.tocTitle })).getAllByRole('link');
  await expect(entries.map((link) => link.getAttribute('href'))).toEqual(content.sections.map((section) => `#${section.id}`));
  for (const section of content.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
}

/** On a phone: the title and the contents are visible at the top. */
async function titleAndContentsVisible({ canvasElement, args }: { canvasElement: HTMLElement; args: PageArgs }) {
  const canvas = within(canvasElement);
  const { document: content } = args.content;
  await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: content.tocTitle })).toBeVisible();
}

/** One page's six stories: its component, its German words (the toolbar's language swaps them) and its address. */
function sixStories(key: LegalPageName) {
  const Page = legalPages[key];
  const page: Story = {
    args: { content: pages[key] },
    render: (args) => <Page {...args} />,
    parameters: { route: localeSettings[defaultLocale].paths[key] },
  };
  const onPhone = { ...page.parameters, visual: { viewport: PHONE_VIEWPORT } };
  return {
    Default: { ...page, decorators: [desktopPageTop], play: contentsLeadToEverySection },
    Phone: { ...page, decorators: [phonePageTop], parameters: onPhone, play: titleAndContentsVisible },
    French: inLanguage(page, 'fr-CH'),
    Italian: inLanguage(page, 'it-CH'),
    English: inLanguage(page, 'en-CH'),
    Dark: { ...page, globals: IN_DARK, decorators: [phonePageTop], parameters: { ...page.parameters, ...DARK_PAGE_PARAMETERS }, play: readsDark },
  } satisfies Record<string, Story>;
}

/** The page on a phone in another language: it runs longer than German, and every line still fits (its top in the screenshot). */
function inLanguage(page: Story, locale: 'fr-CH' | 'it-CH' | 'en-CH'): Story {
  const story = pageInLanguage(locale);
  return { ...page, ...story, decorators: [phonePageTop], parameters: { ...page.parameters, ...story.parameters } };
}

const impressum = sixStories('impressum');
const terms = sixStories('terms');
const privacy = sixStories('privacy');
const cookies = sixStories('cookies');

/** The Impressum at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Impressum = impressum.Default;
/** The Impressum's top on a phone: title, «Stand» and the contents. */
export const ImpressumPhone = impressum.Phone;
/** The Impressum in French on a phone. */
export const ImpressumFrench = impressum.French;
/** The Impressum in Italian on a phone. */
export const ImpressumItalian = impressum.Italian;
/** The Impressum in English on a phone. */
export const ImpressumEnglish = impressum.English;
/** The Impressum in the dark theme on a phone: no light band left. */
export const ImpressumDark = impressum.Dark;

/** The terms (AGB) at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Terms = terms.Default;
/** The terms' top on a phone: title, «Stand» and the contents. */
export const TermsPhone = terms.Phone;
/** The terms in French on a phone. */
export const TermsFrench = terms.French;
/** The terms in Italian on a phone. */
export const TermsItalian = terms.Italian;
/** The terms in English on a phone. */
export const TermsEnglish = terms.English;
/** The terms in the dark theme on a phone: no light band left. */
export const TermsDark = terms.Dark;

/** The privacy policy at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Privacy = privacy.Default;
/** The privacy policy's top on a phone: title, «Stand» and the contents. */
export const PrivacyPhone = privacy.Phone;
/** The privacy policy in French on a phone. */
export const PrivacyFrench = privacy.French;
/** The privacy policy in Italian on a phone. */
export const PrivacyItalian = privacy.Italian;
/** The privacy policy in English on a phone. */
export const PrivacyEnglish = privacy.English;
/** The privacy policy in the dark theme on a phone: no light band left. */
export const PrivacyDark = privacy.Dark;

/** The cookie policy at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Cookies = cookies.Default;
/** The cookie policy's top on a phone: title, «Stand» and the contents. */
export const CookiesPhone = cookies.Phone;
/** The cookie policy in French on a phone. */
export const CookiesFrench = cookies.French;
/** The cookie policy in Italian on a phone. */
export const CookiesItalian = cookies.Italian;
/** The cookie policy in English on a phone. */
export const CookiesEnglish = cookies.English;
/** The cookie policy in the dark theme on a phone: no light band left. */
export const CookiesDark = cookies.Dark;
