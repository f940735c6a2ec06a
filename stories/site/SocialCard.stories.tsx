import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialCard, type SocialCardProps } from '../../src/site/SocialCard';
import { siteAddress, socialCardOf } from '../../src/site/socialCards';
import { routeOf, routes } from '../../src/site/routes';
import { metaOf } from '../../src/content/siteContent';
import { operator } from '../../src/content/operator';
import { localeSettings, locales, type Locale } from '../../src/lib/locales';
import type { PageName } from '../../src/lib/paths';

/** The card of a route, as the build draws it; here the logo is its file under public/. */
function cardOfRoute(route: (typeof routes)[number]): SocialCardProps {
  return { ...socialCardOf(route, metaOf(route)).props, logo: operator.logo.src };
}

/** The card of a page in a language. */
const cardOf = (page: PageName, locale: Locale) => cardOfRoute(routeOf(page, locale));

/** The longest headline of any route: the card must hold it above its foot. */
const longest = routes.map((route) => ({ route, title: metaOf(route).headline })).sort((a, b) => b.title.length - a.title.length)[0]!.route;

/** The pages the overview shows in every language: the home page, a product page, a legal document. */
const overviewPages: ReadonlyArray<PageName> = ['home', 'pricing', 'privacy'];

/**
 * The picture a page shows where its link is shared (LinkedIn, X, a chat),
 * at its real size, 1200 × 630: the build draws this component with satori
 * into `/social/<language>/<page>.png` for every route, and the route's
 * head names it (`og:image`).
 */
const meta = {
  title: 'Site/SocialCard',
  component: SocialCard,
  args: cardOf('home', 'de-CH'),
} satisfies Meta<typeof SocialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The German home page's card: the brand above the page's title, the site's address at its foot. */
export const GermanHome: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.getByText(operator.brand)).toBeVisible();
    await expect(canvas.getByText(siteAddress)).toBeVisible();
    const card = canvasElement.firstElementChild!.getBoundingClientRect();
    await expect([card.width, card.height]).toEqual([1200, 630]);
  },
};

/** The French pricing page's card: its title in French, the brand unchanged. */
export const FrenchPricing: Story = {
  globals: { locale: 'fr-CH' },
  args: cardOf('pricing', 'fr-CH'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(metaOf(routeOf('pricing', 'fr-CH')).headline)).toBeVisible();
    await expect(canvas.getByText(operator.brand)).toBeVisible();
  },
};

/** The longest title of any page in any language: it takes the smaller size and ends above the rule at the card's foot. */
export const LongestTitle: Story = {
  globals: { locale: longest.locale },
  args: cardOfRoute(longest),
  play: async ({ canvas, args }) => {
    const title = canvas.getByText(args.title);
    await expect(title).toBeVisible();
    const foot = canvas.getByText(siteAddress).parentElement!.getBoundingClientRect();
    await expect(title.getBoundingClientRect().bottom).toBeLessThan(foot.top);
  },
};

/** A few pages in every language the site is written in, at half size: each card in its page's language. */
export const EveryLanguage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0, padding: 16, listStyle: 'none' }}>
      {locales.flatMap((locale) =>
        overviewPages.map((page) => (
          <li key={`${locale}-${page}`} lang={localeSettings[locale].lang} style={{ zoom: 0.5 }}>
            <SocialCard {...cardOf(page, locale)} />
          </li>
        )),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(locales.length * overviewPages.length);
    for (const locale of locales) {
      for (const page of overviewPages) {
        const card = cards.find((item) => item.getAttribute('lang') === locale && within(item).queryByText(metaOf(routeOf(page, locale)).headline));
        await expect(card, `${page} in ${locale}`).toBeDefined();
        await expect(within(card!).getByText(operator.brand)).toBeVisible();
      }
    }
  },
};
