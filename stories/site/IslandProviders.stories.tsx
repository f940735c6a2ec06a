import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { IslandProviders, IslandTree } from '../../src/site/IslandProviders';
import { TokenEstimator } from '../../src/sections/pricing/TokenEstimator';
import { integrationSpies } from '../support/integrationSpies';
import { storyAddressBar } from '../support/storyAddress';
import { contentFor } from '../../src/content/siteContent';
import { formatterFor } from '../../src/lib/format';

const french = contentFor('fr-CH');
const { tokens } = french.pricing.pricingContent;

/** Told once the island's tree has hydrated (here: rendered) and its controls answer. */
const onHydrated = fn();

/**
 * What every island renders inside, on the server and in the browser: the
 * language (here French, whatever the toolbar says), the primitives'
 * words, the integrations and the address, around the island's component
 * with its props. The estimator writes its figures through the formatter
 * in the providers' language.
 */
const meta = {
  title: 'Site/IslandProviders',
  component: IslandProviders,
  parameters: { layout: 'padded' },
  args: { integrations: integrationSpies, locale: 'fr-CH', labels: french.shell.shell.common, address: storyAddressBar, children: null },
  render: (args) => (
    <IslandProviders {...args}>
      <IslandTree component={TokenEstimator as never} props={{ content: tokens.estimator, kinds: tokens.kinds }} onHydrated={onHydrated} />
    </IslandProviders>
  ),
} satisfies Meta<typeof IslandProviders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The island in French: its labels from its props, its total grouped the Swiss-French way, and the tree says it is ready once. */
export const FrenchIsland: Story = {
  beforeEach: () => onHydrated.mockClear(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(onHydrated).toHaveBeenCalled());
    const blog = tokens.kinds.find((kind) => kind.id === 'blog-article')!;
    await userEvent.type(canvas.getByLabelText(blog.countLabel), '12');
    const total = `${formatterFor('fr-CH').number(12 * blog.tokens)} ${tokens.estimator.unit}`;
    await expect(canvas.getByTestId('token-total')).toHaveTextContent(total.replace(/\s+/g, ' '));
    // The picture shows the answer, not whether Chromium rings a field focused by a script (it decides by the last real input).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
