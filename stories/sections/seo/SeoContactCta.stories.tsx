import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeoContactCta } from '../../../src/sections/seo/SeoContactCta';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { seoAuditContent } = contentFor('de-CH').seoAudit;

const meta = {
  title: 'Sections/SEO/SeoContactCta',
  component: SeoContactCta,
  args: { content: seoAuditContent.contact },
  render: (args) => (
    <>
      <SeoContactCta {...args} />
      <LocationDisplay />
    </>
  ),
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof SeoContactCta>;
export default meta;

/** The audit page's close: its title and sentence, and a button-styled link that leads to the contact page. */
export const LeadsToContact: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: args.content.title })).toBeVisible();
    await expect(canvas.getByText(args.content.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: args.content.link.label }));
    await expectLocation(canvas, args.content.link.to);
  },
};
