import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroOpening } from '../../../src/sections/shared/HeroOpening';
import { LinkButton } from '../../../src/components/LinkButton';
import { Card } from '../../../src/components/Card';
import { FactList } from '../../../src/components/FactList';
import { contentFor } from '../../../src/content/siteContent';
import { PHONE_VIEWPORT } from '../../support/reviewPresets';

const { hero } = contentFor('de-CH').apiProducts.apiProductsContent;

const TITLE_ID = 'hero-opening-title';

/**
 * The opening the home page and the API products share, with the API
 * page's words; its aside here is a card of the page's facts, where the
 * pages draw their product.
 */
const meta = {
  title: 'Sections/Shared/HeroOpening',
  component: HeroOpening,
  parameters: { layout: 'fullscreen' },
  args: {
    titleId: TITLE_ID,
    eyebrow: hero.eyebrow,
    title: hero.title,
    lead: hero.lead,
    actions: (
      <>
        <LinkButton href={hero.register.href} newTab={false} size="lg">
          {hero.register.label}
        </LinkButton>
        <LinkButton href={hero.docs.href} newTab={false} size="lg" variant="secondary">
          {hero.docs.label}
        </LinkButton>
      </>
    ),
    aside: (
      <Card>
        <FactList items={hero.facts} layout="stacked" spaceAbove={5} />
      </Card>
    ),
  },
} satisfies Meta<typeof HeroOpening>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text's column (the h1's) and the aside after it. */
const columns = (heading: HTMLElement) => {
  const text = heading.parentElement!;
  return { text: text.getBoundingClientRect(), aside: text.nextElementSibling!.getBoundingClientRect() };
};

/** On a laptop: the page's h1 names the section, both calls to action side by side, the aside beside the text. */
export const BesideTheText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: hero.title })).toBeVisible();
    const register = canvas.getByRole('link', { name: hero.register.label }).getBoundingClientRect();
    const docs = canvas.getByRole('link', { name: hero.docs.label }).getBoundingClientRect();
    await expect(Math.round(docs.top)).toBe(Math.round(register.top));
    const { text, aside } = columns(canvas.getByRole('heading', { level: 1 }));
    await expect(aside.left).toBeGreaterThanOrEqual(text.right);
  },
};

/** On a phone: the aside comes under the text, after the calls to action. */
export const UnderTheTextOnAPhone: Story = {
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: hero.title });
    await expect(heading).toBeVisible();
    const { text, aside } = columns(heading);
    await expect(aside.top).toBeGreaterThanOrEqual(text.bottom);
  },
};
