import { describe, expect, it } from 'vitest';
import { articlesIn, articlesOnlyElsewhere, blogSwitchPath, blogTags, blogViewContent, blogViewIndexable, blogViewsIn, LATEST_ON_HOME, TAG_PAGE_INDEXED_FROM } from './blog';
import { contentFor, pageContentOf } from './siteContent';
import { operator } from './operator';
import { fillIn } from '../lib/template';
import { defaultLocale, locales } from '../lib/locales';

const others = locales.filter((locale) => locale !== defaultLocale);
const germanOnly = articlesIn(defaultLocale).filter((article) => others.some((locale) => !articlesIn(locale).some((candidate) => candidate.slug === article.slug)));

describe('every language told of the others', () => {
  it('has German articles no other language has yet (the case the rest of these tests read)', () => {
    expect(germanOnly.length).toBeGreaterThan(0);
  });

  it.each(others.map((locale) => [locale]))('%s: its list shows, after its own, the articles written only in other languages, in their language and marked with it', (locale) => {
    const { blogContent: blog } = contentFor(locale).blog;
    const view = blogViewContent(blog, locale, { kind: 'list', page: 1 });
    if (view.kind !== 'list') throw new Error('a list');
    expect(view.list.articles.map((article) => article.slug)).toEqual(articlesIn(locale).map((article) => article.slug));
    expect(view.list.others.map((article) => article.slug)).toEqual(articlesOnlyElsewhere(locale).map((article) => article.slug));
    for (const slug of germanOnly.map((article) => article.slug)) expect(view.list.others.map((article) => article.slug)).toContain(slug);
    for (const article of view.list.others) {
      const original = articlesOnlyElsewhere(locale).find((candidate) => candidate.slug === article.slug)!;
      expect(article).toMatchObject({ title: original.title, to: `/de/blog/${article.slug}`, language: { lang: original.locale, label: blog.words.inLanguage.de } });
      // Its tags' pages are its language's: the card links none.
      expect(article.tags).toEqual([]);
    }
  });

  it.each(others.map((locale) => [locale]))('%s: an article it lacks has a page at its address, not indexed, that says so and lists what there is', (locale) => {
    for (const article of germanOnly) {
      expect(blogViewsIn(locale)).toContainEqual({ kind: 'untranslated', slug: article.slug });
      expect(blogViewIndexable(locale, { kind: 'untranslated', slug: article.slug })).toBe(false);
      const content = pageContentOf({ page: 'blog', locale, blogView: { kind: 'untranslated', slug: article.slug } });
      if (content.view.kind !== 'untranslated') throw new Error('the page of an untranslated article');
      expect(content.view.intro.title).toBe(content.blog.words.untranslated.title);
      expect(content.view.versions.map((version) => version.to)).toContain(`/de/blog/${article.slug}`);
      expect(content.view.own.map((own) => own.slug)).toEqual(articlesIn(locale).map((own) => own.slug));
      expect(content.meta.title).toContain(article.title);
    }
  });

  it('switches an article to its translation, or to the page that says there is none, and a page a language lacks to its blog', () => {
    const [article] = germanOnly;
    expect(blogSwitchPath({ kind: 'article', slug: article!.slug }, 'fr-CH')).toBe(`/fr/blog/${article!.slug}`);
    expect(blogSwitchPath({ kind: 'untranslated', slug: article!.slug }, 'de-CH')).toBe(`/de/blog/${article!.slug}`);
    expect(blogSwitchPath({ kind: 'tag', tag: 'costs', page: 1 }, 'fr-CH')).toBe(articlesIn('fr-CH').some((own) => own.tags.includes('costs')) ? '/fr/blog/tag/costs' : '/fr/blog');
    expect(blogSwitchPath({ kind: 'list', page: 9 }, 'fr-CH')).toBe('/fr/blog');
  });

  it('says on an article in which other languages it is written, each in its own language', () => {
    const translated = contentFor(defaultLocale).blog.blogContent.articles.find((article) => article.translations.length > 0)!;
    expect(translated.translations.map((translation) => translation.name)).toEqual(['Français', 'Italiano', 'English']);
    expect(translated.translations.map((translation) => translation.to)).toEqual(others.map((locale) => contentFor(locale).blog.blogContent.articles.find((article) => article.slug === translated.slug)!.to));
  });
});

describe('the blog found from everywhere', () => {
  it.each(locales.map((locale) => [locale]))('%s: the home page shows the newest articles of its language, filled up with those of other languages', (locale) => {
    const { latest } = contentFor(locale).pages.home;
    const own = articlesIn(locale).map((article) => article.slug);
    expect(latest.articles).toHaveLength(Math.min(LATEST_ON_HOME, own.length + articlesOnlyElsewhere(locale).length));
    expect(latest.articles.slice(0, Math.min(own.length, LATEST_ON_HOME)).map((article) => article.slug)).toEqual(own.slice(0, LATEST_ON_HOME));
    for (const article of latest.articles.slice(own.length)) expect(article.language).toBeDefined();
    expect(latest.all.to).toBe(contentFor(locale).blog.blogContent.labels.allArticles.to);
  });

  it.each(locales.map((locale) => [locale]))('%s: the header and the footer link the blog; every page names the feed', (locale) => {
    const { shell } = contentFor(locale).shell;
    expect(shell.nav.blog.to).toBe(contentFor(locale).blog.blogContent.labels.allArticles.to);
    expect(shell.footer.columns.flatMap((column) => column.links).some((link) => 'to' in link && link.to === shell.nav.blog.to)).toBe(true);
    expect(shell.footer.columns.flatMap((column) => column.links).every((link) => !('href' in link) || !link.href.includes('news'))).toBe(true);
    expect(shell.feed.href).toMatch(/^\/[a-z]{2}\/blog\/feed\.xml$/);
  });
});

describe('tag pages', () => {
  it(`are indexed from ${TAG_PAGE_INDEXED_FROM} articles of their language on`, () => {
    for (const locale of locales) {
      for (const tag of blogTags) {
        const count = articlesIn(locale).filter((article) => article.tags.includes(tag)).length;
        expect(blogViewIndexable(locale, { kind: 'tag', tag, page: 1 }), `${locale} ${tag}`).toBe(count >= TAG_PAGE_INDEXED_FROM);
      }
    }
  });

  it.each(locales.map((locale) => [locale]))('%s: name every tag in running text as the language writes it, within the lengths a search result shows', (locale) => {
    const { words } = contentFor(locale).blog.blogContent;
    for (const tag of blogTags) {
      const inText = words.tagsInText[tag];
      // Lower case in French, Italian and English; German writes nouns with a capital; an acronym is an acronym.
      if (locale !== 'de-CH' && inText !== inText.toUpperCase()) expect(inText.replace(/\bAPIs?\b/g, ''), `${locale} ${tag}`).toBe(inText.replace(/\bAPIs?\b/g, '').toLowerCase());
      const title = `${fillIn(words.tagMetaTitle, { tag: inText })} | ${operator.brand}`;
      expect(title.length, title).toBeGreaterThanOrEqual(40);
      expect(title.length, title).toBeLessThanOrEqual(60);
      const description = fillIn(words.tagDescription, { tag: inText });
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});
