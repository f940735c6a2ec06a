import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/site/routes';
import { pagePaths } from '../../src/lib/paths';
import { pageDocsId, pageNameOf, pageStoryTitle } from './pageStories';

describe('the site map finds each page story by convention', () => {
  it('derives title and docs id from the page name', () => {
    expect(pageStoryTitle(pageNameOf(pagePaths.freeSession))).toBe('Pages/FreeSession');
    expect(pageStoryTitle(pageNameOf('/fr/entretien-gratuit'))).toBe('Pages/FreeSession');
    expect(pageDocsId('freeSession')).toBe('pages-freesession--docs');
    expect(pageDocsId('home')).toBe('pages-home--docs');
    expect(pageDocsId('privacy')).toBe('pages-legal--docs');
  });

  it.each(routes.map((route) => [route.path, route.page]))('%s has its page story under that title', (_path, page) => {
    const title = pageStoryTitle(page);
    const name = title.slice('Pages/'.length);
    const file = path.join('stories', 'pages', `${name}Page.stories.tsx`);
    expect(readFileSync(file, 'utf8')).toContain(`title: '${title}'`);
  });
});
