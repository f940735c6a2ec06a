import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../../src/components/Section';
import { SectionIntro } from '../../src/components/SectionIntro';
import { Grid } from '../../src/components/Grid';
import { Stack } from '../../src/components/Stack';
import { Cluster } from '../../src/components/Cluster';
import { Columns } from '../../src/components/Columns';
import { Card } from '../../src/components/Card';
import { Icon } from '../../src/components/Icon';
import { Heading } from '../../src/components/Heading';
import { FactList } from '../../src/components/FactList';
import { LinkButton } from '../../src/components/LinkButton';
import { contentFor } from '../../src/content/siteContent';
import type { HomeContent } from '../../src/content/home';
import { LocationDisplay } from '../support/LocationDisplay';

interface PageFromPrimitivesProps {
  /** The home page's words in one language (`contentFor(locale).home.homeContent`): the page borrows three of its sections' texts. */
  content: HomeContent;
}

/**
 * Three bands of a page written with nothing but the system's parts: every
 * gap, column and surface below comes from `Section`, `Grid`, `Stack`,
 * `Cluster`, `Columns` and `Card`, and no element here has a style of its
 * own. The words are the home page's, so the layout is tried on real text.
 */
function PageFromPrimitives({ content }: PageFromPrimitivesProps) {
  const { coreFunctions, howItWorks, foundingStory } = content;
  const { offer } = foundingStory;
  return (
    <main>
      <Section labelledBy="primitives-functions">
        <SectionIntro eyebrow={coreFunctions.eyebrow} title={coreFunctions.title} titleId="primitives-functions" intro={coreFunctions.intro} />
        <Grid element="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: 4, lg: 5 }} aria-labelledby="primitives-functions">
          {coreFunctions.functions.map((item) => (
            <Card key={item.title} as="li" tone="surface">
              <Icon icon={item.icon} size="lg" />
              <Heading level={3} size="sm">
                {item.title}
              </Heading>
              <p>{item.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section tone="surface" labelledBy="primitives-steps">
        <Columns $split="7-5">
          <Stack gap={{ base: 5 }}>
            <SectionIntro eyebrow={howItWorks.eyebrow} title={howItWorks.title} titleId="primitives-steps" intro={howItWorks.intro} flush />
            <Stack element="ol" gap={{ base: 4 }} aria-labelledby="primitives-steps">
              {howItWorks.steps.map((step) => (
                <li key={step.title}>
                  <Stack gap={{ base: 2 }}>
                    <Heading level={3} size="sm">
                      {step.title}
                    </Heading>
                    <p>{step.text}</p>
                  </Stack>
                </li>
              ))}
            </Stack>
          </Stack>
          <Card as="article" highlighted>
            <Heading level={3} size="md">
              {offer.title}
            </Heading>
            <FactList items={offer.meta} spaceAbove={5} />
            <Stack element="ul" gap={{ base: 2 }}>
              {offer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Stack>
            <Cluster gap={3}>
              <LinkButton to={offer.cta.to}>{offer.cta.label}</LinkButton>
            </Cluster>
          </Card>
        </Columns>
      </Section>
      <LocationDisplay />
    </main>
  );
}

const german = contentFor('de-CH').home.homeContent;
const french = contentFor('fr-CH').home.homeContent;

/**
 * A page built only from the primitives. Read it beside the primitives'
 * own pages (Stack, Cluster, Grid, Columns, Card): what changes between a
 * phone and a desktop is decided by their props (`columns`, `gap`,
 * `$split`), not by a media query of the page.
 */
const meta = {
  title: 'Components/PageFromPrimitives',
  component: PageFromPrimitives,
  parameters: { layout: 'fullscreen' },
  args: { content: german },
} satisfies Meta<typeof PageFromPrimitives>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (element: Element) => element.getBoundingClientRect();
const functionCards = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: german.coreFunctions.title }).querySelectorAll(':scope > li');

/** 1280 px: four functions to a row, the offer beside the steps. */
export const OnADesktop: Story = {
  parameters: { visual: { viewport: { width: 1280, height: 900 } } },
  play: async ({ canvas, canvasElement }) => {
    const cards = [...functionCards(canvasElement)].map(boxOf);
    await expect(cards).toHaveLength(german.coreFunctions.functions.length);
    // A row of four: the first four share their top, the fifth starts a row below them.
    await expect(new Set(cards.slice(0, 4).map((card) => Math.round(card.top))).size).toBe(1);
    await expect(cards[4]!.top).toBeGreaterThan(cards[0]!.bottom);
    const steps = boxOf(canvas.getByRole('list', { name: german.howItWorks.title }));
    const offer = boxOf(canvas.getByRole('article'));
    await expect(offer.left).toBeGreaterThan(steps.right);
    await expect(canvas.getByRole('link', { name: german.foundingStory.offer.cta.label })).toBeVisible();
  },
};

/** 375 px: one column, the offer below the steps, nothing wider than the screen. */
export const OnAPhone: Story = {
  parameters: { visual: { viewport: { width: 375, height: 900 } } },
  play: async ({ canvas, canvasElement }) => {
    const cards = [...functionCards(canvasElement)].map(boxOf);
    for (const [index, card] of cards.slice(1).entries()) await expect(card.top).toBeGreaterThan(cards[index]!.bottom);
    const steps = boxOf(canvas.getByRole('list', { name: german.howItWorks.title }));
    await expect(boxOf(canvas.getByRole('article')).top).toBeGreaterThan(steps.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same parts with the French words (the toolbar's language, fixed for the picture): longer words, the same layout. */
export const InFrench: Story = {
  globals: { locale: 'fr-CH' },
  parameters: { visual: { viewport: { width: 375, height: 900 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: french.coreFunctions.title })).toBeVisible();
    await expect(canvas.getByRole('list', { name: french.howItWorks.title }).children).toHaveLength(french.howItWorks.steps.length);
    await expect(canvas.getByRole('link', { name: french.foundingStory.offer.cta.label })).toBeVisible();
  },
};
