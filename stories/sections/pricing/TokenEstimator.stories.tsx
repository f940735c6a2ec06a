import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenEstimator } from '../../../src/sections/pricing/TokenEstimator';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const { estimator, kinds } = pricingContent.tokens;
/** Testing Library reads no-break spaces as plain ones; the expected text must too. */
const note = (level: keyof typeof estimator.notes) => estimator.notes[level].replace(/\s+/g, ' ');

const meta = {
  title: 'Sections/Pricing/TokenEstimator',
  component: TokenEstimator,
  args: { content: estimator, kinds },
  render: (args) => (
    <div style={{ maxWidth: 680 }}>
      <TokenEstimator {...args} />
    </div>
  ),
} satisfies Meta<typeof TokenEstimator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing counted yet: 0 tokens, an empty meter and a quiet hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const kind of kinds) await expect(canvas.getByLabelText(kind.countLabel)).toHaveValue(null);
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('0 Tokens');
    await expect(canvas.getByTestId('token-share')).toHaveTextContent('0 % des Business-Kontingents');
    await expect(canvas.getByRole('meter', { name: estimator.meterLabel })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText(note('empty'))).toBeVisible();
  },
};

/** A visitor types counts; the total and the share follow at once. */
export const CountEntered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Blogartikel'), '12');
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('30’000 Tokens');
    await userEvent.type(canvas.getByLabelText('Social-Media-Beiträge'), '40');
    // 12 × 2’500 + 40 × 500 = 50’000 tokens, 0.5 % of 10 million.
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('50’000 Tokens');
    await expect(canvas.getByTestId('token-share')).toHaveTextContent('0.5 % des Business-Kontingents');
    await expect(canvas.getByText(note('within'))).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('Blogartikel'));
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('20’000 Tokens');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The fields work from the keyboard alone: Tab from one count to the next and type. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Social-Media-Beiträge')).toHaveFocus();
    await userEvent.keyboard('30');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Produktbeschreibungen')).toHaveFocus();
    await userEvent.keyboard('20');
    // 30 × 500 + 20 × 1’500 = 45’000 tokens.
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('45’000 Tokens');
    await expect(canvas.getByLabelText('Produktbeschreibungen')).toHaveValue(20);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** From 80 % on: the calm note about the notice. */
export const NearQuota: Story = {
  args: { initialCounts: { 'a4-page': 10_000, 'blog-article': 500 } },
  play: async ({ canvas }) => {
    // 10’000 × 700 + 500 × 2’500 = 8’250’000 tokens.
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('8’250’000 Tokens');
    await expect(canvas.getByTestId('token-share')).toHaveTextContent('82.5 % des Business-Kontingents');
    await expect(canvas.getByText(note('nearQuota'))).toBeVisible();
  },
};

/** Beyond the quota: the real share, a full meter and how the extra is billed. */
export const OverQuota: Story = {
  args: { initialCounts: { 'a4-page': 12_000, 'business-plan': 400, 'social-post': 1_000 } },
  play: async ({ canvas }) => {
    // 12’000 × 700 + 400 × 3’000 + 1’000 × 500 = 10’100’000 tokens.
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('10’100’000 Tokens');
    await expect(canvas.getByTestId('token-share')).toHaveTextContent('101 % des Business-Kontingents');
    const meter = canvas.getByRole('meter', { name: estimator.meterLabel });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('101 % des Business-Kontingents');
    await expect(canvas.getByText(note('overQuota'))).toBeVisible();
  },
};

/**
 * A count the estimator does not take (too large, a fraction): the field
 * says so and what it takes, is marked invalid, and adds nothing until it
 * is a whole number within the limit; nothing is silently cut or capped.
 */
export const CountBeyondTheLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Blogartikel');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(estimator.countRule.replace(/\s+/g, ' ')));
    await userEvent.type(field, '2.5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('0 Tokens');
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('5’000 Tokens');
    await userEvent.clear(field);
    await userEvent.type(field, '999999999999');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(estimator.invalidCount.replace(/\s+/g, ' ')));
    await expect(canvas.getByText(estimator.invalidCount.replace(/\s+/g, ' '))).toBeVisible();
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('0 Tokens');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
