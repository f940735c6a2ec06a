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

/** A legal page at desktop width: one h1, and every entry of the contents leads to a focusable section heading. */
export const legalPageDesktop = (content: LegalDocumentContent) => ({
  decorators: [pageTop(2400)],
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const entries = within(canvas.getByRole('navigation', { name: content.tocTitle })).getAllByRole('link');
    await expect(entries.map((link) => link.getAttribute('href'))).toEqual(content.sections.map((section) => `#${section.id}`));
    for (const section of content.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
  },
});

/** The top of a legal page on a phone: title, «Stand» and the contents. */
export const legalPagePhone = (content: LegalDocumentContent) => ({
  decorators: [pageTop(1600)],
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: content.tocTitle })).toBeVisible();
  },
});
