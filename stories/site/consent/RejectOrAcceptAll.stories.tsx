import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RejectOrAcceptAll } from '../../../src/site/consent/RejectOrAcceptAll';
import { CONSENT_ACTION_ATTRIBUTE } from '../../../src/components/behaviours/consentMarks';
import { contentFor } from '../../../src/content/siteContent';

const { banner } = contentFor('de-CH').consent.consentContent;

/** The banner's and the settings dialog's two answers, here in the banner's two columns. */
const meta = {
  title: 'Site/Consent/RejectOrAcceptAll',
  component: RejectOrAcceptAll,
  args: { rejectAll: banner.rejectAll, acceptAll: banner.acceptAll },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, maxWidth: 480, padding: 16 }}>
      <RejectOrAcceptAll {...args} />
    </div>
  ),
} satisfies Meta<typeof RejectOrAcceptAll>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Refusing comes first and weighs as much as agreeing: the same kind of button, the same width; each carries its answer for the consent behaviour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [reject, accept] = canvas.getAllByRole('button');
    await expect(reject).toHaveAccessibleName(banner.rejectAll);
    await expect(accept).toHaveAccessibleName(banner.acceptAll);
    await expect(reject).toHaveAttribute(CONSENT_ACTION_ATTRIBUTE, 'rejectAll');
    await expect(accept).toHaveAttribute(CONSENT_ACTION_ATTRIBUTE, 'acceptAll');
    await expect(reject!.getBoundingClientRect().width).toBe(accept!.getBoundingClientRect().width);
    await expect(getComputedStyle(reject!).backgroundColor).toBe(getComputedStyle(accept!).backgroundColor);
  },
};
