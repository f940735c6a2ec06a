import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LegalDocumentContent } from '../../src/content/legal/legalDocument';

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

export { PHONE_VIEWPORT } from '../support/reviewPresets';

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
