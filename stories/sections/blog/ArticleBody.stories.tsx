import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleBody } from '../../../src/sections/blog/ArticleBody';
import { readArticle } from '../../../src/content/articleSource';
import { contentFor } from '../../../src/content/siteContent';

const { labels } = contentFor('de-CH').blog.blogContent;

/** Every element an article may hold, as an editor writes them in Markdown. */
const markdown = [
  '---',
  'title: Wie ein Artikel auf der Website aussieht',
  'summary: "Zwischentitel, Listen, ein Zitat, eine Tabelle und ein Codebeispiel: alles, was ein Artikel enthalten kann, so wie es die Website darstellt."',
  'date: 2026-11-20',
  'author: laura',
  'tags: [practice]',
  '---',
  '',
  'Ein Absatz mit *Betonung*, **Gewicht**, `inline code` und einem [Link zur Preisseite](/de/pricing).',
  '',
  '## Was ein Team zuerst klärt',
  '',
  '- Welche Daten in den Chat gehören',
  '- Wer ihn nutzt',
  '  - und wer ihn verwaltet',
  '',
  '3. Der dritte Schritt',
  '4. Der vierte Schritt',
  '',
  '> Ein Zitat steht eingerückt, mit einer Linie in der Akzentfarbe.',
  '',
  '### Eine Tabelle',
  '',
  '| Textart | Tokens |',
  '| :-- | --: |',
  '| Social-Media-Beitrag | 500 |',
  '| Produktbeschreibung | 1’500 |',
  '',
  '## Ein Codebeispiel',
  '',
  '```json',
  '{ "usage": { "prompt_tokens": 412, "completion_tokens": 286 } }',
  '```',
].join('\n');
const { article, findings } = readArticle('src/content/blog/de/beispiel.md', markdown);
if (!article) throw new Error(findings.join('\n'));

const meta = {
  title: 'Sections/Blog/ArticleBody',
  component: ArticleBody,
  args: { body: article!.body, labels },
  // An article is written in one language, not translated by the toolbar: its text stays German here.
  globals: { locale: 'de-CH' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every element: headings with their anchors, lists (a numbered one starting at 3), a quotation, a table in its region, code in the site's code block. */
export const EveryElement: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /Was ein Team zuerst klärt/ });
    await expect(heading).toHaveAttribute('id', 'was-ein-team-zuerst-klart');
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '#was-ein-team-zuerst-klart');
    await expect(canvas.getByRole('heading', { level: 3, name: /Eine Tabelle/ })).toBeVisible();
    await expect(canvasElement.querySelector('ol')).toHaveAttribute('start', '3');
    await expect(canvasElement.querySelector('ul ul')).not.toBeNull();
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Ein Zitat steht eingerückt');
    const table = canvas.getByRole('region', { name: labels.tableLabel });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Textart', 'Tokens']);
    await expect(within(table).getAllByRole('cell')[1]).toHaveAttribute('data-align', 'right');
    await expect(canvas.getByRole('region', { name: `${labels.codeLabel}: json` })).toHaveTextContent('"prompt_tokens": 412');
    // Code reads at 14 px or more beside the article's text; inline code a step smaller than its sentence.
    await expect(Number.parseFloat(getComputedStyle(canvasElement.querySelector('pre')!).fontSize)).toBeGreaterThanOrEqual(14);
    await expect(Number.parseFloat(getComputedStyle(canvasElement.querySelector('p code')!).fontSize)).toBeGreaterThanOrEqual(14);
    await expect(canvas.getByRole('link', { name: 'Link zur Preisseite' })).toHaveAttribute('href', '/de/pricing');
  },
};

/** A heading's anchor is hidden until wanted: the keyboard's focus shows it. */
export const AnchorShownByFocus: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const anchor = within(canvas.getByRole('heading', { level: 2, name: /Was ein Team zuerst klärt/ })).getByRole('link');
    await expect(getComputedStyle(anchor).opacity).toBe('0');
    // The text's first link comes first, then the heading's anchor.
    for (let tabs = 0; tabs < 5 && document.activeElement !== anchor; tabs += 1) await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await expect(getComputedStyle(anchor).opacity).toBe('1');
  },
};

/** A column of figures the file leaves unaligned: set right, in figures of one width, so places stand under one another. */
export const FiguresInAColumn: Story = {
  args: {
    body: readArticle('src/content/blog/de/beispiel.md', markdown.replace('| :-- | --: |', '|---|---|')).article!.body,
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('region', { name: labels.tableLabel });
    const [, figures] = within(table).getAllByRole('columnheader');
    await expect(figures).toHaveAttribute('data-numeric');
    const cells = within(table).getAllByRole('cell');
    await expect(cells[0]).not.toHaveAttribute('data-numeric');
    await expect(cells[1]).toHaveAttribute('data-numeric');
    await expect(getComputedStyle(cells[1]!).textAlign).toBe('right');
    await expect(getComputedStyle(cells[1]!).fontVariantNumeric).toBe('tabular-nums');
  },
};
