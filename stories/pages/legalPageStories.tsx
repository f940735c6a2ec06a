import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LegalDocumentContent } from '../../src/content/legal/legalDocument';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { PHONE_VIEWPORT } from '../support/reviewPresets';

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

type LegalPlay = (context: { canvas: ReturnType<typeof within> }) => Promise<void>;

/** The whole page is rendered, but the desktop screenshot keeps only its top 2400 px. */
export const desktopPageTop = pageTop(2400);

/** The top 1600 px of the page on a phone. */
export const phonePageTop = pageTop(1600);


/** At desktop width: one h1, and every entry of the contents leads to a focusable section heading. */
export const contentsLeadToEverySection =
  (content: LegalDocumentContent): LegalPlay =>
  async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const entries = within(canvas.getByRole('navigation', { name: content.tocTitle })).getAllByRole('link');
    await expect(entries.map((link) => link.getAttribute('href'))).toEqual(content.sections.map((section) => `#${section.id}`));
    for (const section of content.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
  };

/** On a phone: the title and the contents are visible at the top. */
export const titleAndContentsVisible =
  (content: LegalDocumentContent): LegalPlay =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: content.tocTitle })).toBeVisible();
  };

/** A story's description on its docs page, where the legal pages share their stories. */
const described = (story: string) => ({ docs: { description: { story } } });

/**
 * The six stories every legal page has, for the document `content` it
 * shows: each page's story file names them, so their ids and pictures stay
 * the page's own, and says only which page and document it is.
 */
export function legalPageStories<S>(content: LegalDocumentContent): Record<'Default' | 'Phone' | 'FrenchPhone' | 'ItalianPhone' | 'EnglishPhone' | 'Dark', S> {
  const stories = {
    Default: {
      decorators: [desktopPageTop],
      parameters: described('The page at desktop width (its top in the screenshot): every entry of the contents leads to its section.'),
      play: contentsLeadToEverySection(content),
    },
    Phone: {
      decorators: [phonePageTop],
      parameters: { visual: { viewport: PHONE_VIEWPORT }, ...described('The top of the page on a phone: title, «Stand» and the contents.') },
      play: titleAndContentsVisible(content),
    },
    FrenchPhone: onPhone(pageInLanguage('fr-CH'), 'The page in French on a phone: French runs longer than German, and every line still fits (its top in the screenshot).'),
    ItalianPhone: onPhone(pageInLanguage('it-CH'), 'The page in Italian on a phone: the third national language, its words and formats, and every line still fits.'),
    EnglishPhone: onPhone(pageInLanguage('en-CH'), 'The page in English on a phone, for the international organisations and teams in Switzerland.'),
    Dark: {
      globals: IN_DARK,
      decorators: [phonePageTop],
      parameters: { ...DARK_PAGE_PARAMETERS, ...described('The page in the dark theme on a phone: every section on its dark surfaces, no light band left.') },
      play: readsDark,
    },
  };
  return stories as unknown as Record<keyof typeof stories, S>;
}

/** A story of the page in another language (`pageInLanguage`), its top on a phone, with its description. */
function onPhone(story: ReturnType<typeof pageInLanguage>, description: string) {
  return { ...story, decorators: [phonePageTop], parameters: { ...story.parameters, ...described(description) } };
}
