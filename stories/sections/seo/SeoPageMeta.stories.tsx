import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillIn } from '../../../src/lib/template';
import { expect } from 'storybook/test';
import { SeoPageMeta } from '../../../src/sections/seo/SeoPageMeta';
import { AuditInStoryLanguage, soundAudit, weakAudit } from '../../support/seoAuditFixtures';
import { contentFor } from '../../../src/content/siteContent';

const { seoCheckContent } = contentFor('de-CH').seoChecks;
const { seoDashboardContent } = contentFor('de-CH').seoDashboard;

const content = seoDashboardContent.pageSelector;
const { score } = seoCheckContent;

const meta = {
  title: 'Sections/SEO/SeoPageMeta',
  component: SeoPageMeta,
  args: { audit: soundAudit, content, words: seoCheckContent },
  render: (args) => <AuditInStoryLanguage audit={args.audit}>{(audit) => <SeoPageMeta {...args} audit={audit} />}</AuditInStoryLanguage>,
} satisfies Meta<typeof SeoPageMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

const selector = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => canvas.getByRole('combobox', { name: content.label });

/** The start page: title and description in the optimal range, every tag present but keywords, score 100. */
export const GoodPage: Story = {
  play: async ({ canvas }) => {
    await expect(selector(canvas)).toHaveValue('/de');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(content.paths);
    await expect(canvas.getByText('Sichere KI-Plattform aus der Schweiz für KMU | Limmat AI')).toBeVisible();
    await expect(canvas.getByText('56 Zeichen, optimal (50 bis 60)')).toBeVisible();
    await expect(canvas.getByText('154 Zeichen, optimal (120 bis 160)')).toBeVisible();
    await expect(canvas.getByText('Open Graph: vorhanden')).toBeVisible();
    await expect(canvas.getByText('Keywords: fehlt')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: score.label })).toHaveAttribute('aria-valuetext', `100 ${score.outOf}, ${score.bands.green}`);
  },
};

/** Choosing a weak page: a title of 28 characters, a short description, no Twitter tags, a red score. */
export const WeakPage: Story = {
  args: { audit: weakAudit },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(selector(canvas), '/de/pricing');
    await expect(canvas.getByText('Preise und Pläne | Limmat AI')).toBeVisible();
    await expect(canvas.getByText('28 Zeichen, zu kurz (unter 40)')).toBeVisible();
    await expect(canvas.getByText('69 Zeichen, zu kurz (unter 120)')).toBeVisible();
    await expect(canvas.getByText('Twitter-Cards: fehlt')).toBeVisible();
    await expect(canvas.getByText('Schema (JSON-LD): fehlt')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: score.label })).toHaveAttribute('aria-valuetext', `60 ${score.outOf}, ${score.bands.red}`);
  },
};

/** /de/blog only redirects: the selector says so plainly and shows no score. */
export const NotYetAPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(selector(canvas), '/de/blog');
    await expect(canvas.getByRole('heading', { name: content.redirectTitle })).toBeVisible();
    await expect(canvas.getByText(fillIn(content.redirectText, { path: '/de/blog', target: '/de' }))).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};
