/**
 * One article's file and what the site accepts of it: Markdown with front
 * matter, `src/content/blog/<segment>/<slug>.md`. The one set of rules for
 * an article, run by the build (blogArticles.ts reads every file through
 * it) and by the editor's server before it writes one (scripts/cms/): a
 * missing or unknown field, an unknown tag or author, raw HTML, a heading
 * of the first level or a link to no page is a finding with file and line.
 * No file is read here: the caller hands in the texts.
 */
import { JSON_SCHEMA, load as parseYaml, YAMLException } from 'js-yaml';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Heading, Link, Nodes, PhrasingContent, Root } from 'mdast';
import { localeSettings, locales, type Locale } from '../lib/locales';
import { pageAt } from '../lib/paths';
import { teamMembers, type TeamMemberId } from './about';
import { operator } from './operator';
import { typesetArticle } from './articleTypesetting';
import type { Picture } from '../lib/picture';

declare module 'mdast' {
  interface ImageData {
    /** The picture as the site serves it, given to the node where the articles are read with the blog's pictures (blogArticles.ts). */
    picture?: Picture;
  }
}

/** What an article may be about: each tag has its page on the blog, its name in each language in `src/content/words/blog.json`. */
export const blogTags = ['data-protection', 'hosting', 'costs', 'practice', 'api'] as const;
export type BlogTag = (typeof blogTags)[number];

/** One article in one language, as its file gives it. */
export interface BlogArticle {
  /** The file's name without `.md`: the last segment of the article's address, the same in every language. */
  slug: string;
  locale: Locale;
  /** The file, from the project's root, for messages. */
  file: string;
  title: string;
  /** One or two sentences: the card's text and the page's description. */
  summary: string;
  /** When it was first published, `YYYY-MM-DD`. */
  date: string;
  /** When it was last changed in substance, `YYYY-MM-DD`; absent when never. */
  updated?: string;
  author: TeamMemberId;
  tags: ReadonlyArray<BlogTag>;
  /** The text, as a Markdown syntax tree (mdast). */
  body: Root;
  /** Words of the text, for its reading time. */
  wordCount: number;
  /** Set while the article is a sample written for the site's launch: `npm run samples` lists it. */
  sample?: string;
  /** Its picture for its card, its page's top and social networks: a picture of the blog, what it shows in the article's language, and the picture as the site serves it (blogArticles.ts). */
  cover?: { src: string; alt: string; picture?: Picture };
}

/** A mistake in the articles: every finding, each with its file and line, for an editor to act on. */
export class BlogArticleError extends Error {
  override name = 'WordsError';
  constructor(readonly findings: ReadonlyArray<string>) {
    super(`${findings.length} ${findings.length === 1 ? 'mistake' : 'mistakes'} in the blog's articles:\n${findings.map((finding) => `  ${finding}`).join('\n')}`);
  }
}

/** How an article names a picture of the blog (its media folder, `src/content/blog/media/`): this, then the file's name. */
export const BLOG_MEDIA_PATH = '/blog/media/';

/** Segments that name the blog's own pages, not articles: its page numbers, its tags, its feed. */
const RESERVED_SLUGS = new Set(['page', 'tag', 'feed']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REQUIRED = ['title', 'summary', 'date', 'author', 'tags'] as const;
const OPTIONAL = ['updated', 'sample', 'cover', 'coverAlt'] as const;
const TITLE_SUFFIX = ` | ${operator.brand}`;
/** The lengths the SEO audit asks of a page's title (40–60 with the brand) and description (120–160). */
const TEXT_LENGTHS: Readonly<Record<string, readonly [number, number]>> = { title: [40 - TITLE_SUFFIX.length, 60 - TITLE_SUFFIX.length], summary: [120, 160] };
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const isDate = (value: unknown): value is string => typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The text of a node and its children, as a reader reads it. */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(node.type === 'root' || node.type === 'list' ? ' ' : '');
  return '';
}

/** Every node of the tree, depth first. */
export function* nodesOf(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children as Nodes[]) yield* nodesOf(child);
}

/** What the site has besides the article's file: the pictures of the blog, by the address an article names them with. */
export interface ArticleSurroundings {
  pictures?: ReadonlySet<string>;
}

/**
 * Reads one article: its front matter (YAML) and its text (Markdown with
 * GitHub's tables and strikethrough). Returns the article, or the findings
 * that keep it from the site. An optional field written empty (`updated:`,
 * `sample: null`, `cover: ''`, as the editor leaves one in a translation)
 * is read as absent.
 */
export function readArticle(file: string, source: string, { pictures = new Set() }: ArticleSurroundings = {}): { article?: BlogArticle; findings: string[] } {
  const findings: string[] = [];
  const at = (line: number, what: string) => findings.push(`${file}:${line}: ${what}`);
  const segment = /\/([a-z]{2})\/[^/]+\.md$/.exec(file)?.[1];
  const locale = locales.find((candidate) => localeSettings[candidate].segment === segment);
  const slug = /([^/]+)\.md$/.exec(file)?.[1] ?? '';
  if (!locale) at(1, `the folder names no language of the site (${locales.map((candidate) => localeSettings[candidate].segment).join(', ')})`);
  if (!SLUG.test(slug) || RESERVED_SLUGS.has(slug)) at(1, `the file name «${slug}» is no address: lower-case letters, digits and hyphens, and not ${[...RESERVED_SLUGS].join(', ')}`);

  const matter = FRONT_MATTER.exec(source);
  if (!matter) {
    at(1, 'the file must start with its front matter between two lines of «---»');
    return { findings };
  }
  const lineOfField = (field: string) => {
    const index = matter[1]!.split('\n').findIndex((line) => line.startsWith(`${field}:`));
    return index === -1 ? 1 : index + 2;
  };
  let fields: Record<string, unknown> = {};
  try {
    // JSON's schema: a date stays the text it is written as.
    const parsed = parseYaml(matter[1]!, { schema: JSON_SCHEMA });
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fields = parsed as Record<string, unknown>;
    else at(2, 'the front matter must be fields, one per line («title: …»)');
  } catch (error) {
    const line = error instanceof YAMLException ? error.mark.line + 2 : 2;
    at(line, `the front matter cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  // The editor writes every language's file when an article is saved, the fields all languages share and nothing
  // else where no one has translated it yet: such a file is no article in that language, and no mistake.
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  if (blank(fields.title) && blank(fields.summary) && source.slice(matter[0].length).trim() === '') return { findings };
  for (const field of OPTIONAL) if (blank(fields[field])) delete fields[field];
  for (const field of REQUIRED) if (fields[field] === undefined || fields[field] === null || fields[field] === '') at(1, `the field «${field}» is missing`);
  for (const field of Object.keys(fields)) {
    if (!(REQUIRED as readonly string[]).includes(field) && !(OPTIONAL as readonly string[]).includes(field)) at(lineOfField(field), `unknown field «${field}»; an article has ${[...REQUIRED, ...OPTIONAL].join(', ')}`);
  }
  for (const field of ['title', 'summary', 'sample', 'cover', 'coverAlt'] as const) {
    if (fields[field] !== undefined && typeof fields[field] !== 'string') at(lineOfField(field), `«${field}» must be text`);
  }
  // What a search result shows: the title with « | brand» after it, and the summary as the description (the SEO audit's ranges).
  for (const [field, [min, max]] of Object.entries(TEXT_LENGTHS)) {
    const value = fields[field];
    if (typeof value === 'string' && (value.length < min || value.length > max)) at(lineOfField(field), `«${field}» has ${value.length} characters; write ${min}–${max}${field === 'title' ? ` (a search result shows it with «${TITLE_SUFFIX}» after it)` : ''}`);
  }
  for (const field of ['date', 'updated'] as const) {
    const value = fields[field];
    if (value !== undefined && !isDate(value)) at(lineOfField(field), `«${field}» must be a date written YYYY-MM-DD, not «${String(value)}»`);
  }
  if (isDate(fields.date) && isDate(fields.updated) && fields.updated < fields.date) at(lineOfField('updated'), '«updated» comes before «date»');
  const authors = teamMembers.map((member) => member.id as string);
  if (fields.author !== undefined && !authors.includes(String(fields.author))) at(lineOfField('author'), `unknown author «${String(fields.author)}»; the team (src/content/about.ts) is ${authors.join(', ')}`);
  const tags = Array.isArray(fields.tags) ? fields.tags : [];
  if (fields.tags !== undefined && (!Array.isArray(fields.tags) || tags.length === 0)) at(lineOfField('tags'), '«tags» must be a list of one or more tags');
  for (const tag of tags) if (!(blogTags as readonly unknown[]).includes(tag)) at(lineOfField('tags'), `unknown tag «${String(tag)}»; the tags are ${blogTags.join(', ')}`);

  const pictureProblem = (url: string) =>
    !url.startsWith(BLOG_MEDIA_PATH) || url.slice(BLOG_MEDIA_PATH.length).includes('/')
      ? `the picture «${url}» is not one of the blog's: upload it in the editor, then name it ${BLOG_MEDIA_PATH}<file>`
      : !pictures.has(url)
        ? `the picture «${url}» is not in the blog's media folder (src/content/blog/media/)`
        : undefined;
  if (typeof fields.cover === 'string') {
    const problem = pictureProblem(fields.cover);
    if (problem) at(lineOfField('cover'), problem);
    if (typeof fields.coverAlt !== 'string' || fields.coverAlt.trim() === '') at(lineOfField('cover'), `the cover picture «${fields.cover}» has no alt text: write what it shows in «coverAlt», in this language`);
  } else if (fields.coverAlt !== undefined) at(lineOfField('coverAlt'), '«coverAlt» describes a cover picture, and the article has none («cover»)');

  const bodyStart = source.slice(0, matter[0].length).split('\n').length - (matter[0].endsWith('\n') ? 1 : 0);
  const text = source.slice(matter[0].length);
  const body = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const lineOf = (node: Nodes) => (node.position?.start.line ?? 1) + bodyStart;
  for (const node of nodesOf(body)) {
    if (node.type === 'html') at(lineOf(node), `raw HTML is not allowed in an article: «${node.value.slice(0, 40)}»`);
    if (node.type === 'heading' && node.depth === 1) at(lineOf(node), 'a heading of the first level («# …»): the title is the article’s only one; start with «## …»');
    if (node.type === 'imageReference') at(lineOf(node), `a picture is written ![what it shows](${BLOG_MEDIA_PATH}<file>), not by reference`);
    if (node.type === 'image') {
      const problem = pictureProblem(node.url);
      if (problem) at(lineOf(node), problem);
      else if (!node.alt?.trim()) at(lineOf(node), `the picture «${node.url}» has no alt text: say in the brackets what it shows, ![Das Team im Büro in Zürich](${node.url})`);
    }
    if (node.type === 'link' && node.url.startsWith('/')) {
      const [path = ''] = node.url.split(/[?#]/);
      if (!pageAt(path) && !path.startsWith(`/${segment}/blog/`)) at(lineOf(node), `the link «${node.url}» leads to no page of the site`);
    }
    if (node.type === 'link' && !/^(\/|https:\/\/|mailto:|#)/.test(node.url)) at(lineOf(node), `the link «${node.url}» must be a path of the site («/de/pricing») or an https:// address`);
  }
  if (findings.length > 0 || !locale) return { findings };
  typesetArticle(body, locale);
  return {
    findings,
    article: {
      slug,
      locale,
      file,
      title: fields.title as string,
      summary: fields.summary as string,
      date: fields.date as string,
      ...(fields.updated ? { updated: fields.updated as string } : {}),
      author: fields.author as TeamMemberId,
      tags: tags as BlogTag[],
      body,
      wordCount: textOf(body).split(/\s+/).filter(Boolean).length,
      ...(fields.sample ? { sample: fields.sample as string } : {}),
      ...(typeof fields.cover === 'string' ? { cover: { src: fields.cover, alt: fields.coverAlt as string } } : {}),
    },
  };
}

/**
 * Links between articles (`/de/blog/<slug>`) must name an article of the
 * same language, or one of the blog's own pages.
 */
export function articleLinkFindings(articles: ReadonlyArray<BlogArticle>, sources: Readonly<Record<string, string>>): string[] {
  const findings: string[] = [];
  for (const article of articles) {
    const prefix = `/${localeSettings[article.locale].segment}/blog/`;
    const bodyStart = (sources[article.file] ?? '').slice(0, FRONT_MATTER.exec(sources[article.file] ?? '')?.[0].length ?? 0).split('\n').length - 1;
    for (const node of nodesOf(article.body)) {
      if (node.type !== 'link' || !(node as Link).url.startsWith(prefix)) continue;
      const rest = (node as Link).url.slice(prefix.length).split(/[?#]/)[0]!;
      const known = articles.some((other) => other.locale === article.locale && other.slug === rest) || /^tag\/[a-z-]+$/.test(rest) || /^page\/\d+$/.test(rest);
      if (!known) findings.push(`${article.file}:${(node.position?.start.line ?? 1) + bodyStart}: the link «${(node as Link).url}» leads to no article in this language`);
    }
  }
  return findings;
}

/** Reads every article of `sources` (file name to text); throws every finding at once. Newest first. */
export function readArticles(sources: Readonly<Record<string, string>>, surroundings: ArticleSurroundings = {}): BlogArticle[] {
  const results = Object.entries(sources).map(([file, source]) => readArticle(file, source, surroundings));
  const articles = results.flatMap((result) => (result.article ? [result.article] : []));
  const findings = [...results.flatMap((result) => result.findings), ...articleLinkFindings(articles, sources)];
  if (findings.length > 0) throw new BlogArticleError(findings);
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * A heading's id, for its anchor: its words in lower case, accents
 * dropped, joined by hyphens («Was sagt das Gesetz?» is `was-sagt-das-gesetz`).
 */
export function headingId(heading: Heading | ReadonlyArray<PhrasingContent>): string {
  const text = Array.isArray(heading) ? heading.map((node) => textOf(node as Nodes)).join('') : textOf(heading as Heading);
  return (
    text
      .replace(/\u00ad/g, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/** One heading of an article, as its anchor and a table of contents name it. */
export interface ArticleHeading {
  /** 2 for «##», 3 for «###» … */
  depth: number;
  /** Its id, unique in the article: a second «Fazit» is `fazit-2`. */
  id: string;
  /** Its words, without soft hyphens. */
  title: string;
}

/** Every heading of an article, in order, with the id its anchor has: the page and its table of contents read the same list. */
export function outlineOf(body: Root): ArticleHeading[] {
  const seen = new Map<string, number>();
  return [...nodesOf(body)].flatMap((node) => {
    if (node.type !== 'heading') return [];
    const base = headingId(node);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [{ depth: node.depth, id: count === 1 ? base : `${base}-${count}`, title: textOf(node).replace(/\u00ad/g, '') }];
  });
}
