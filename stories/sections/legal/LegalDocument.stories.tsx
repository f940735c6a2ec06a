import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/sections/legal/LegalDocument';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { cookiePolicyContent } = contentFor('de-CH').legal.cookies;
const { termsContent } = contentFor('de-CH').legal.terms;

const meta = {
  title: 'Sections/Legal/LegalDocument',
  component: LegalDocument,
  args: { content: termsContent },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

const contents = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'Inhalt' });

/** Two sections: the frame of every document (title, «Stand», which version prevails, contents, back to the top) around little text, with a table and the settings button. */
export const ShortDocument: Story = {
  args: { content: { ...cookiePolicyContent, sections: cookiePolicyContent.sections.filter((section) => ['necessary', 'change-choice'].includes(section.id)) } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1. Mai 2025')).toHaveAttribute('datetime', '2025-05-01');
    await expect(canvas.getByText(cookiePolicyContent.prevailingVersion)).toBeVisible();
    await expect(within(contents(canvas)).getAllByRole('link').map((link) => link.textContent)).toEqual(['1. Notwendige Cookies', '2. Ihre Wahl ändern']);
    const table = canvas.getByRole('table', { name: 'Notwendige Cookies' });
    await expect(within(table).getByRole('rowheader', { name: 'limmat_consent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    await expect(integrationSpies.consent.openSettings).toHaveBeenCalledOnce();
  },
};

/** The ten sections of the AGB, numbered in the contents and in the headings. */
export const LongDocument: Story = {
  play: async ({ canvas }) => {
    const links = within(contents(canvas)).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(termsContent.sections.map((section) => `#${section.id}`));
    await expect(canvas.getByRole('heading', { level: 2, name: '10. Änderungen, anwendbares Recht und Gerichtsstand' })).toHaveAttribute('id', 'final-provisions');
  },
};

/** An entry of the contents scrolls to its section and focuses the heading; «Zurück zum Anfang» brings the focus back to the title. */
export const ContentsJumpToSection: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(contents(canvas)).getByRole('link', { name: '6. Laufzeit, Kündigung und Daten nach Vertragsende' }));
    await expect(canvas.getByRole('heading', { level: 2, name: /^6\. Laufzeit/ })).toHaveFocus();
    await expect(window.location.hash).toBe('#duration');
    await userEvent.click(canvas.getByRole('link', { name: 'Zurück zum Anfang' }));
    await expect(canvas.getByRole('heading', { level: 1, name: termsContent.title })).toHaveFocus();
  },
};
