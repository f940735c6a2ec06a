import { fontWeights, fonts, palettes } from '../design/tokens';
import { SOCIAL_CARD_SIZE } from '../lib/socialCardFiles';

/** The card's size in pixels: Open Graph's 1.91:1, as LinkedIn, Facebook and X show a large link preview. */
export { SOCIAL_CARD_SIZE };

export interface SocialCardProps {
  /** The page's title in its language, without the brand (`PageMeta.headline`): the card's headline. */
  title: string;
  /** The brand's name, set beside its logo. */
  brand: string;
  /**
   * The logo's address: its file under `public/` in the browser (Storybook),
   * a `data:` URL in the build, where satori loads nothing itself.
   */
  logo: string;
  /** The site's address as a person types it (`example.ch`), at the card's foot. */
  site: string;
}

/** A long title takes a smaller size, so the longest fits in three lines. */
const titleSize = (title: string) => (title.length > 52 ? 62 : 70);

/** A dash between two parts of a title stays at the end of the first line, never starting the next. */
const dashesKept = (title: string) => title.replace(/ ([–—]) /g, '\u00a0$1 ');

/**
 * The picture a page shows where it is shared (LinkedIn, X, a chat): its
 * title in its language, under the brand's logo and name, in Inter on the
 * calm neutral band, one short rule of the Swiss red. The build renders it
 * with satori for every route (scripts/build/socialCards.mjs); Storybook
 * shows the same component. Satori draws a subset of CSS, so the card is
 * laid out with inline styles and flexbox only, every element that holds
 * more than one child a flex box, sizes in pixels of the fixed 1200 × 630
 * canvas.
 */
export function SocialCard({ title, brand, logo, site }: SocialCardProps) {
  // The light theme's colours: a card is a picture, shown on whatever ground the sharing site has.
  const color = palettes.light;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: SOCIAL_CARD_SIZE.width,
        height: SOCIAL_CARD_SIZE.height,
        padding: '72px 88px 60px',
        backgroundColor: color.surface,
        color: color.ink,
        fontFamily: fonts.body,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <img src={logo} alt="" width={64} height={64} style={{ width: 64, height: 64, marginRight: 22 }} />
        <span style={{ fontSize: 38, fontWeight: fontWeights.semibold, letterSpacing: '-0.01em' }}>{brand}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ width: 72, height: 8, marginBottom: 36, backgroundColor: color.accent }} />
        <p style={{ margin: 0, maxWidth: 1000, fontSize: titleSize(title), fontWeight: fontWeights.bold, lineHeight: 1.1, letterSpacing: '-0.022em' }}>{dashesKept(title)}</p>
      </div>
      <div style={{ display: 'flex', paddingTop: 24, borderTop: `2px solid ${color.line}`, fontSize: 28, fontWeight: fontWeights.medium, color: color.inkMuted }}>
        <span>{site}</span>
      </div>
    </div>
  );
}
