/**
 * What a prerendered page says about itself, read from its HTML.
 *
 * Regular expressions rather than an HTML parser: the documents are React's
 * own serialisation (every attribute double-quoted, `<`, `>`, `"` and `&`
 * escaped inside attribute values and text, JSON-LD with `<` written as
 * `\u003c`), and only a handful of tags are read. Script and style blocks are
 * cut out before the body is searched, so CSS or JSON cannot look like a tag.
 */

export interface PageFacts {
  title: string | null;
  description: string | null;
  /** The robots meta tag's content, e.g. `index, follow`. */
  robots: string | null;
  canonical: string | null;
  keywords: string | null;
  /** `og:` properties the page sets. */
  openGraph: ReadonlyArray<string>;
  /** `twitter:` names the page sets. */
  twitter: ReadonlyArray<string>;
  structuredData: { blocks: number; invalidBlocks: number; types: ReadonlyArray<string> };
  h1Count: number;
  imagesWithoutAlt: number;
  imagesWithoutSize: number;
  /** Link texts from the blocklist, as the page shows them. */
  vagueLinkTexts: ReadonlyArray<string>;
  lang: string | null;
  viewport: boolean;
  fontFallback: boolean;
}

/** Link texts that say nothing about where a link leads, in German and French (the audit reads pages of either). */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag, names lower-cased, values decoded. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) attributes[name.toLowerCase()] = decodeEntities(value);
  return attributes;
}

function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => attributesOf(match[0]));
}

function schemaTypes(value: unknown): string[] | null {
  if (Array.isArray(value)) {
    const nested = value.map(schemaTypes);
    return nested.every((types) => types !== null) ? (nested as string[][]).flat() : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { '@context': context, '@type': type } = value as Record<string, unknown>;
  if (typeof context !== 'string' || !context.includes('schema.org')) return null;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) && type.length > 0 && type.every((entry) => typeof entry === 'string') ? type : null;
}

function readStructuredData(head: string, body: string): PageFacts['structuredData'] {
  const blocks = [...`${head}${body}`.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
  let invalidBlocks = 0;
  const types = new Set<string>();
  for (const block of blocks) {
    let found: string[] | null = null;
    try {
      found = schemaTypes(JSON.parse(block));
    } catch {
      found = null;
    }
    if (found === null) invalidBlocks += 1;
    else for (const type of found) types.add(type);
  }
  return { blocks: blocks.length, invalidBlocks, types: [...types] };
}

function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

export function readPage(html: string, vagueLinkTexts: ReadonlyArray<string>): PageFacts {
  const headMatch = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html);
  const head = headMatch?.[1] ?? '';
  const bodyStart = headMatch ? headMatch.index + headMatch[0].length : 0;
  const body = html.slice(bodyStart);
  const visibleBody = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');

  const metas = tags(head, 'meta');
  const metaNamed = (name: string) => metas.find((meta) => meta.name === name)?.content ?? null;
  const links = tags(head, 'link');
  const relIs = (link: Record<string, string>, rel: string) => (link.rel ?? '').split(/\s+/).includes(rel);
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head);
  const images = tags(visibleBody, 'img');

  return {
    title: titleMatch ? decodeEntities(titleMatch[1] ?? '').trim() : null,
    description: metaNamed('description'),
    robots: metaNamed('robots'),
    canonical: links.find((link) => relIs(link, 'canonical'))?.href ?? null,
    keywords: metaNamed('keywords'),
    openGraph: metas.flatMap((meta) => (meta.property?.startsWith('og:') && meta.content ? [meta.property] : [])),
    twitter: metas.flatMap((meta) => (meta.name?.startsWith('twitter:') && meta.content ? [meta.name] : [])),
    structuredData: readStructuredData(head, body),
    h1Count: (visibleBody.match(/<h1\b/gi) ?? []).length,
    imagesWithoutAlt: images.filter((image) => !('alt' in image)).length,
    imagesWithoutSize: images.filter((image) => !image.width || !image.height).length,
    vagueLinkTexts: [...visibleBody.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)]
      .map(([, attributes = '', inner = '']) => attributesOf(` ${attributes}`)['aria-label'] ?? textOf(inner))
      .filter((text) => vagueLinkTexts.includes(text.toLowerCase())),
    lang: attributesOf(/<html\b[^>]*>/i.exec(html)?.[0] ?? '').lang ?? null,
    viewport: metaNamed('viewport') !== null,
    // A fallback face with metric overrides lets the text font swap in without moving anything.
    fontFallback: /@font-face\s*\{[^}]*size-adjust/i.test(head),
  };
}
