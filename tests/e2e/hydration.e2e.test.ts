import { describe, expect, it } from 'vitest';
import { pagePaths, pathsIn } from '../../src/lib/paths';
import { hydrated, visit } from './support/site';
import { commitsOf, countRenders } from './support/renderCount';

/*
 * What hydration costs the phone is mostly React rendering the page's
 * elements. Each should be rendered once, as it hydrates: the header and
 * footer (about 180 elements) used to render a second time when the layout
 * learnt that the page had hydrated. And only what responds to input should
 * be hydrated at all: the most each page may hydrate holds what #42 has cut
 * so far (about 275 and 220 today, with the consent banner kept as
 * prerendered; 980 and 413 before it): a little room, not a
 * section's worth, so that the kept banner's share cannot slip back.
 */
const mostHydrated = [
  [pagePaths.home, 290],
  [pathsIn('fr-CH').privacy, 235],
] as const;

describe('hydration', () => {
  it.each(mostHydrated)('%s: hydrates at most %i elements, renders each once, again only the few the browser settles, and keeps the prerendered styles', async (path, most) => {
    const { page, problems } = await visit(path, {}, countRenders);
    await hydrated(page);
    const commits = await commitsOf(page);
    const mounted = commits.reduce((sum, commit) => sum + commit.mounted, 0);
    const renderedAgain = commits.reduce((sum, commit) => sum + commit.renderedAgain, 0);
    expect(mounted, 'elements created or hydrated').toBeGreaterThan(100);
    expect(mounted, 'elements created or hydrated').toBeLessThanOrEqual(most);
    // What the browser settles after hydration (the language switch's query, the theme, the consent): 14 today; 188 when the header and footer rendered twice.
    expect(renderedAgain, 'elements rendered again after hydration').toBeLessThanOrEqual(30);
    // styled-components leaves the prerendered style tag as it is and inserts none of its rules again
    // (src/lib/prerenderedStyles.ts): a tag it writes itself has no text, only rules in the CSSOM.
    const styledTags = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].map((tag) => ({ written: Boolean(tag.textContent), rules: tag.sheet?.cssRules.length ?? 0 })));
    expect(styledTags.length, 'styled-components style tags').toBeGreaterThan(0);
    expect(styledTags.filter((tag) => !tag.written || tag.rules === 0), 'style tags styled-components filled in the browser').toEqual([]);
    expect(problems).toEqual([]);
  });
});
