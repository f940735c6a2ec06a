import { describe, expect, it } from 'vitest';
import { decodeEntities, readPage } from './readPage';
import { testPage } from './testPage';

/** A language's vague link texts, as its words give them (src/content/words/seoChecks.json); two languages' here, as a mixed page has them. */
const vague = ['hier', 'hier klicken', 'mehr', 'ici', 'en savoir plus'];

describe('readPage', () => {
  it('reads the head tags of a prerendered page, entities decoded', () => {
    const facts = readPage(testPage({ title: 'Preise & Pläne «Business» | Limmat AI' }), vague);
    expect(facts.title).toBe('Preise & Pläne «Business» | Limmat AI');
    expect(facts.description).toMatch(/^Was die Schweizer/);
    expect(facts.robots).toBe('index, follow');
    expect(facts.canonical).toBe('https://www.example.ch/de/pricing');
    expect(facts.openGraph).toEqual(['og:type', 'og:title', 'og:description', 'og:url', 'og:image']);
    expect(facts.twitter).toEqual(['twitter:card', 'twitter:title', 'twitter:description']);
    expect(facts.keywords).toBeNull();
    expect(facts.structuredData).toEqual({ blocks: 1, invalidBlocks: 0, types: ['Organization'] });
    expect(facts).toMatchObject({ h1Count: 1, imagesWithoutAlt: 0, imagesWithoutSize: 0, vagueLinkTexts: [], lang: 'de-CH', viewport: true, fontFallback: true });
  });

  it('counts h1s, images without alt or size and vague link texts, by their accessible name', () => {
    const body =
      '<h1>A</h1><h1>B</h1><img src="/a.png"><img src="/b.png" alt="Logo" width="1" height="1">' +
      '<a href="/de"> Hier <span>klicken</span></a><a href="/de/faq">Mehr</a><a href="/de/x" aria-label="Mehr über Preise">mehr</a><a href="/de/y">Preise ansehen</a><a href="/fr/z">En savoir plus</a><a href="/fr/tarifs">Voir les tarifs</a>';
    const facts = readPage(testPage({ body }), vague);
    expect(facts.h1Count).toBe(2);
    expect(facts.imagesWithoutAlt).toBe(1);
    expect(facts.imagesWithoutSize).toBe(1);
    expect(facts.vagueLinkTexts).toEqual(['Hier klicken', 'Mehr', 'En savoir plus']);
  });

  it('tells a broken or typeless JSON-LD block from a sound one', () => {
    const facts = readPage(
      testPage({
        jsonLd: ['{"@context":"https://schema.org","@type":"Product"', '{"@context":"https://schema.org"}', '[{"@context":"https://schema.org","@type":["FAQPage"]}]'],
      }),
      vague,
    );
    expect(facts.structuredData).toEqual({ blocks: 3, invalidBlocks: 2, types: ['FAQPage'] });
  });

  it('reports what is missing as null or empty', () => {
    const facts = readPage(testPage({ title: null, description: null, canonical: null, jsonLd: [], twitter: false }), vague);
    expect(facts).toMatchObject({ title: null, description: null, canonical: null, twitter: [], structuredData: { blocks: 0, invalidBlocks: 0, types: [] } });
  });

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('a &amp; b &#x27;c&#39; &quot;d&quot; &lt;e&gt; &unknown;')).toBe('a & b \'c\' "d" <e> &unknown;');
  });
});
