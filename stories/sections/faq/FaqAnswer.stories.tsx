import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FaqAnswer } from '../../../src/sections/faq/FaqAnswer';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;
const { commonContent } = contentFor('de-CH').common;

const entry = (id: string) => faqContent.browser.entries.find((candidate) => candidate.id === id)!;

const meta = {
  title: 'Sections/Faq/FaqAnswer',
  component: FaqAnswer,
  args: { entry: entry('get-to-know'), answerLinkLabel: faqContent.browser.answerLinkLabel },
  parameters: { visual: { disable: true } },
  render: (args) => (
    <>
      <FaqAnswer {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof FaqAnswer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The answer's link to the free intro call leads there and reports the conversion. */
export const LinkToConsultation: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: faqContent.browser.answerLinkLabel })).toHaveAttribute('href', '#get-to-know');
    await userEvent.click(canvas.getByRole('link', { name: 'Erstgespräch buchen' }));
    await expectLocation(canvas, '/de/free-session');
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
  },
};

/** A link to another site opens in a new tab and says so. */
export const LinkToAnotherSite: Story = {
  args: { entry: entry('help-centre') },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Zum Hilfe-Center ${commonContent.opensInNewTab}` });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** An answer without a further link: only its own address. */
export const WithoutFurtherLink: Story = {
  args: { entry: entry('installation') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
