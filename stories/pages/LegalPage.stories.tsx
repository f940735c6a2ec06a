import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalPage, type LegalPageName } from '../../src/pages/LegalPage';
import type { PageContent } from '../../src/content/pageContent';
import { contentFor } from '../../src/content/siteContent';
import { defaultLocale, localeSettings } from '../../src/lib/locales';
import { pageInLanguage, readsLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { PHONE_VIEWPORT } from '../support/reviewPresets';

/**
 * The four legal pages are one component (`LegalPage`) with four texts,
 * so each gets the same six stories, each with its play in view: its top
 * at desktop width and on a phone, in French, Italian and English, and dark.
 */
type PageArgs = { content: PageContent<LegalPageName> };

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
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;
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

/** A legal page's story: its German words (the toolbar's language swaps them) and its address. */
function pageStory(key: LegalPageName): Story {
  return { args: { content: pages[key] }, parameters: { route: localeSettings[defaultLocale].paths[key] } };
}

/** The page's top on a phone. */
const onPhone = (page: Story): Story => ({ ...page, decorators: [phonePageTop], parameters: { ...page.parameters, visual: { viewport: PHONE_VIEWPORT } } });

/** The page on a phone in another language: it runs longer than German, and every line still fits (its top in the screenshot). */
function inLanguage(page: Story, locale: 'fr-CH' | 'it-CH' | 'en-CH'): Story {
  const { globals, parameters } = pageInLanguage(locale);
  return { ...page, globals, decorators: [phonePageTop], parameters: { ...page.parameters, ...parameters } };
}

/** The page in the dark theme on a phone. */
const inDark = (page: Story): Story => ({ ...page, globals: IN_DARK, decorators: [phonePageTop], parameters: { ...page.parameters, ...DARK_PAGE_PARAMETERS } });

const impressum = pageStory('impressum');
const terms = pageStory('terms');
const privacy = pageStory('privacy');
const cookies = pageStory('cookies');

/** The Impressum at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Impressum: Story = { ...impressum, decorators: [desktopPageTop], play: contentsLeadToEverySection };
/** The Impressum's top on a phone: title, «Stand» and the contents. */
export const ImpressumPhone: Story = { ...onPhone(impressum), play: titleAndContentsVisible };
/** The Impressum in French on a phone. */
export const ImpressumFrench: Story = { ...inLanguage(impressum, 'fr-CH'), play: readsLanguage('fr-CH') };
/** The Impressum in Italian on a phone. */
export const ImpressumItalian: Story = { ...inLanguage(impressum, 'it-CH'), play: readsLanguage('it-CH') };
/** The Impressum in English on a phone. */
export const ImpressumEnglish: Story = { ...inLanguage(impressum, 'en-CH'), play: readsLanguage('en-CH') };
/** The Impressum in the dark theme on a phone: no light band left. */
export const ImpressumDark: Story = { ...inDark(impressum), play: readsDark };

/** The terms (AGB) at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Terms: Story = { ...terms, decorators: [desktopPageTop], play: contentsLeadToEverySection };
/** The terms' top on a phone: title, «Stand» and the contents. */
export const TermsPhone: Story = { ...onPhone(terms), play: titleAndContentsVisible };
/** The terms in French on a phone. */
export const TermsFrench: Story = { ...inLanguage(terms, 'fr-CH'), play: readsLanguage('fr-CH') };
/** The terms in Italian on a phone. */
export const TermsItalian: Story = { ...inLanguage(terms, 'it-CH'), play: readsLanguage('it-CH') };
/** The terms in English on a phone. */
export const TermsEnglish: Story = { ...inLanguage(terms, 'en-CH'), play: readsLanguage('en-CH') };
/** The terms in the dark theme on a phone: no light band left. */
export const TermsDark: Story = { ...inDark(terms), play: readsDark };

/** The privacy policy at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Privacy: Story = { ...privacy, decorators: [desktopPageTop], play: contentsLeadToEverySection };
/** The privacy policy's top on a phone: title, «Stand» and the contents. */
export const PrivacyPhone: Story = { ...onPhone(privacy), play: titleAndContentsVisible };
/** The privacy policy in French on a phone. */
export const PrivacyFrench: Story = { ...inLanguage(privacy, 'fr-CH'), play: readsLanguage('fr-CH') };
/** The privacy policy in Italian on a phone. */
export const PrivacyItalian: Story = { ...inLanguage(privacy, 'it-CH'), play: readsLanguage('it-CH') };
/** The privacy policy in English on a phone. */
export const PrivacyEnglish: Story = { ...inLanguage(privacy, 'en-CH'), play: readsLanguage('en-CH') };
/** The privacy policy in the dark theme on a phone: no light band left. */
export const PrivacyDark: Story = { ...inDark(privacy), play: readsDark };

/** The cookie policy at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Cookies: Story = { ...cookies, decorators: [desktopPageTop], play: contentsLeadToEverySection };
/** The cookie policy's top on a phone: title, «Stand» and the contents. */
export const CookiesPhone: Story = { ...onPhone(cookies), play: titleAndContentsVisible };
/** The cookie policy in French on a phone. */
export const CookiesFrench: Story = { ...inLanguage(cookies, 'fr-CH'), play: readsLanguage('fr-CH') };
/** The cookie policy in Italian on a phone. */
export const CookiesItalian: Story = { ...inLanguage(cookies, 'it-CH'), play: readsLanguage('it-CH') };
/** The cookie policy in English on a phone. */
export const CookiesEnglish: Story = { ...inLanguage(cookies, 'en-CH'), play: readsLanguage('en-CH') };
/** The cookie policy in the dark theme on a phone: no light band left. */
export const CookiesDark: Story = { ...inDark(cookies), play: readsDark };
