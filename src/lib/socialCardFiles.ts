/**
 * Where the social cards are served and how large they are drawn: the one
 * rule for a card's address, which the site's head (src/site/socialCards.ts)
 * and an article's picture (`articleImage`, src/content/blog.ts) both read.
 */

/** Every card is drawn at this size (src/site/SocialCard.tsx), the size networks show a large card at. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The folder every card is served from. */
export const SOCIAL_CARD_FOLDER = '/social/';

/** A card's address from its language's segment and the rest of its page's path, without the segment (`/blog/tag/costs`): `/social/de/blog/tag/costs.png`. */
export const socialCardFile = (segment: string, rest: string): string => `${SOCIAL_CARD_FOLDER}${segment}${rest}.png`;
