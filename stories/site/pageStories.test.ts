import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/site/routes';
import { pagePaths } from '../../src/lib/paths';
import { pageDocsId, pageStoryTitle } from './pageStories';

describe('the site map finds each page story by convention', () => {
  it('derives title and docs id from the page name', () => {
    expect(pageStoryTitle(pagePaths.freeSession)).toBe('Pages/FreeSession');
    expect(pageDocsId(pagePaths.freeSession)).toBe('pages-freesession--docs');
    expect(pageDocsId(pagePaths.home)).toBe('pages-home--docs');
  });

  it.each(routes.map((route) => [route.path]))('%s has its page story under that title', (routePath) => {
    const title = pageStoryTitle(routePath);
    const file = path.join('stories', 'pages', `${title.slice('Pages/'.length)}Page.stories.tsx`);
    expect(readFileSync(file, 'utf8')).toContain(`title: '${title}'`);
  });
});
