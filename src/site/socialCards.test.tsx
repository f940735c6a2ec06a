import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { metaOf } from '../content/siteContent';
import { operator } from '../content/operator';
import { RouteHead } from './RouteHead';
import { routes } from './routes';
import { hostingRules } from './hosting';
import { serveRequest } from './serveRequest';
import { SOCIAL_CARD_FOLDER, socialCardOf, socialCardPath, socialCardUrl } from './socialCards';

/** The content of the head's `<meta>` with this property or name. */
function metaContent(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replaceAll('.', '\\.')}" content="([^"]*)"/>`).exec(head);
  return match?.[1]?.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
}

describe('social cards', () => {
  it('gives every route a card of its own, in its language’s folder', () => {
    const paths = routes.map(socialCardPath);
    expect(new Set(paths).size).toBe(routes.length);
    expect(socialCardPath({ page: 'apiProducts', locale: 'fr-CH' })).toBe('/social/fr/api-products.png');
    expect(socialCardPath({ page: 'blog', locale: 'de-CH', blogView: { kind: 'tag', tag: 'costs', page: 1 } })).toBe('/social/de/blog/tag/costs.png');
    for (const path of paths) expect(path).toMatch(/^\/social\/[a-z]+(\/[a-z0-9]+(-[a-z0-9]+)*)+\.png$/);
  });

  it('serves each card as the file it is, where no page or redirect claims its path', () => {
    const rules = hostingRules();
    for (const path of routes.map(socialCardPath)) {
      expect(serveRequest(path, rules, () => true), path).toEqual({ kind: 'file', file: path.slice(1) });
      expect(path.startsWith(SOCIAL_CARD_FOLDER)).toBe(true);
    }
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s names its own card, described in its language', (_path, route) => {
    const meta = metaOf(route);
    const head = renderToStaticMarkup(<RouteHead route={route} meta={meta} feed={{ title: 'Feed', href: '/de/blog/feed.xml' }} />);
    const card = socialCardOf(route, meta);
    expect(metaContent(head, 'og:image')).toBe(`${operator.siteOrigin}${card.path}`);
    expect(metaContent(head, 'og:image')).toBe(socialCardUrl(route));
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:image:type')).toBe('image/png');
    expect(metaContent(head, 'twitter:image')).toBe(socialCardUrl(route));
    // The sentence names what the picture shows: the page's title, without the brand's suffix, and the brand.
    expect(card.props.title).toBe(meta.title.replace(` | ${operator.brand}`, ''));
    expect(meta.cardAlt).toContain(card.props.title);
    expect(meta.cardAlt).toContain(operator.brand);
    expect(metaContent(head, 'og:image:alt')).toBe(meta.cardAlt);
    expect(metaContent(head, 'twitter:image:alt')).toBe(meta.cardAlt);
  });
});
