import { describe, expect, it } from 'vitest';
import { BlogArticleError, headingId, readArticle, readArticles } from './articleSource';
import { hyphenated, hyphenation, keptTogether } from './articleTypesetting';
import { blogArticles } from './blogArticles';

const FILE = 'src/content/blog/de/was-ein-token-ist.md';

/** An article as an editor writes it, with `fields` replacing or adding front matter lines and `body` its text. */
function source({ fields = {}, body = 'Ein Absatz.\n\n## Ein Zwischentitel\n\nNoch einer.' }: { fields?: Record<string, string | null>; body?: string } = {}): string {
  const base: Record<string, string | null> = {
    title: 'Was ein Token ist und wie viele Sie brauchen',
    summary: 'Was ein Token ist, wie viele Tokens typische Texte brauchen und wie Sie den monatlichen Verbrauch Ihres Teams mit wenig Aufwand abschätzen.',
    date: '2026-09-15',
    author: 'laura',
    tags: '[costs, practice]',
    ...fields,
  };
  const lines = Object.entries(base).flatMap(([key, value]) => (value === null ? [] : [`${key}: ${value}`]));
  return ['---', ...lines, '---', '', body].join('\n');
}

const findingsOf = (text: string, file = FILE) => readArticle(file, text).findings;

describe('an article as its file gives it', () => {
  it('is read: its fields, its address from the file name, its text as a tree', () => {
    const { article, findings } = readArticle(FILE, source());
    expect(findings).toEqual([]);
    expect(article).toMatchObject({ slug: 'was-ein-token-ist', locale: 'de-CH', date: '2026-09-15', author: 'laura', tags: ['costs', 'practice'] });
    expect(article!.body.children.map((node) => node.type)).toEqual(['paragraph', 'heading', 'paragraph']);
  });

  it('names a missing field, an unknown field, tag or author, and a wrong date, each with its line', () => {
    expect(findingsOf(source({ fields: { summary: null } }))).toEqual([`${FILE}:1: the field «summary» is missing`]);
    expect(findingsOf(source({ fields: { autor: 'laura' } }))).toEqual([`${FILE}:7: unknown field «autor»; an article has title, summary, date, author, tags, updated, sample, cover, coverAlt`]);
    expect(findingsOf(source({ fields: { tags: '[kosten]' } }))).toEqual([`${FILE}:6: unknown tag «kosten»; the tags are data-protection, hosting, costs, practice, api`]);
    expect(findingsOf(source({ fields: { author: 'lara' } }))[0]).toMatch(new RegExp(`^${FILE}:5: unknown author «lara»; the team`));
    expect(findingsOf(source({ fields: { date: '15.09.2026' } }))).toEqual([`${FILE}:4: «date» must be a date written YYYY-MM-DD, not «15.09.2026»`]);
    expect(findingsOf(source({ fields: { updated: '2026-09-01' } }))).toEqual([`${FILE}:7: «updated» comes before «date»`]);
  });

  it('holds the title and the summary to what a search result shows', () => {
    expect(findingsOf(source({ fields: { title: 'Tokens' } }))).toEqual([`${FILE}:2: «title» has 6 characters; write 28–48 (a search result shows it with « | Limmat AI» after it)`]);
  });

  it('refuses raw HTML, a first-level heading, a picture and a link to no page, at the line in the file', () => {
    const body = ['Ein Absatz.', '', '<script>alert(1)</script>', '', '# Noch ein Titel', '', '![Bild](/images/x.png)', '', 'Siehe [Preise](/de/preise).'].join('\n');
    expect(findingsOf(source({ body }))).toEqual([
      `${FILE}:11: raw HTML is not allowed in an article: «<script>alert(1)</script>»`,
      `${FILE}:13: a heading of the first level («# …»): the title is the article’s only one; start with «## …»`,
      `${FILE}:15: the picture «/images/x.png» is not one of the blog's: upload it in the editor, then name it /blog/media/<file>`,
      `${FILE}:17: the link «/de/preise» leads to no page of the site`,
    ]);
  });

  it('refuses a file name that is no address and a folder of no language', () => {
    expect(findingsOf(source(), 'src/content/blog/de/Tokens Kosten.md')[0]).toMatch(/the file name «Tokens Kosten» is no address/);
    expect(findingsOf(source(), 'src/content/blog/de/page.md')[0]).toMatch(/the file name «page» is no address/);
    expect(findingsOf(source(), 'src/content/blog/es/tokens.md')[0]).toMatch(/the folder names no language of the site/);
  });

  it('is no article, and no mistake, where the editor wrote only the fields every language shares', () => {
    expect(readArticle('src/content/blog/fr/was-ein-token-ist.md', source({ fields: { title: null, summary: null }, body: '' }))).toEqual({ findings: [] });
  });

  it('fails the build with every finding at once, and a link to an article of its language that does not exist', () => {
    const linking = source({ body: 'Siehe [den anderen Artikel](/de/blog/gibt-es-nicht).' });
    expect(() => readArticles({ [FILE]: linking, 'src/content/blog/de/zwei.md': source({ fields: { tags: '[nichts]' } }) })).toThrow(BlogArticleError);
    try {
      readArticles({ [FILE]: linking, 'src/content/blog/de/zwei.md': source({ fields: { tags: '[nichts]' } }) });
    } catch (error) {
      expect((error as BlogArticleError).findings).toEqual([
        'src/content/blog/de/zwei.md:6: unknown tag «nichts»; the tags are data-protection, hosting, costs, practice, api',
        `${FILE}:9: the link «/de/blog/gibt-es-nicht» leads to no article in this language`,
      ]);
    }
  });
});

describe('the text of an article', () => {
  it('keeps a date and an amount on one line, and breaks long words where the language does', () => {
    expect(keptTogether('seit dem 1. September 2023 für CHF 9.99', 'de-CH')).toBe('seit dem 1.\u00a0September\u00a02023 für CHF\u00a09.99');
    const { article } = readArticle(FILE, source({ body: 'Die Standarddatenschutzklauseln gelten.' }));
    const text = (article!.body.children[0] as { children: Array<{ value: string }> }).children[0]!.value;
    expect(text).toContain('\u00ad');
    expect(text.replace(/\u00ad/g, '')).toBe('Die Standarddatenschutzklauseln gelten.');
  });

  it('keeps a reference to the law and a figure with its unit on one line, in each language', () => {
    expect(keptTogether('nach Art. 17 Abs. 2 und Nr. 3 während 30 Tagen, 60’000 Tokens, 12 %', 'de-CH')).toBe('nach Art.\u00a017 Abs.\u00a02 und Nr.\u00a03 während 30\u00a0Tagen, 60’000\u00a0Tokens, 12\u00a0%');
    expect(keptTogether('selon l’art. 19 al. 1, en 30 jours', 'fr-CH')).toBe('selon l’art.\u00a019 al.\u00a01, en 30\u00a0jours');
    expect(keptTogether('secondo l’art. 22 cpv. 1', 'it-CH')).toBe('secondo l’art.\u00a022 cpv.\u00a01');
    expect(keptTogether('under Art. 16 within 30 days', 'en-CH')).toBe('under Art.\u00a016 within 30\u00a0days');
    // A word that only ends like an abbreviation, or a figure before an ordinary word, is left as it is.
    expect(keptTogether('Start. 17 Teams, 1 der Fragen', 'de-CH')).toBe('Start. 17 Teams, 1 der Fragen');
  });

  it('breaks no word so that fewer than three letters stand on either line, and breaks compounds where they read', () => {
    for (const [text, locale] of [
      ['Grundsätzlich abgeschlossen, Organisation, Vertragsende, Dokumentenanalyse', 'de-CH'],
      ['dichiarazione organizzazioni intelligenza verosimilmente anonimizzato', 'it-CH'],
      ['organisationnelles destinataires', 'fr-CH'],
      ['organisation confidentiality', 'en-CH'],
    ] as const) {
      for (const word of hyphenated(text, locale).split(/[^\p{L}\u00ad]+/u)) {
        for (const [index, part] of word.split('\u00ad').entries()) {
          const before = word.split('\u00ad').slice(0, index + 1).join('').length;
          if (index < word.split('\u00ad').length - 1) expect(before, word).toBeGreaterThanOrEqual(hyphenation.minBefore);
          if (index > 0) expect(part.length + word.split('\u00ad').slice(index + 1).join('').length, word).toBeGreaterThanOrEqual(hyphenation.minAfter);
        }
      }
    }
    expect(hyphenated('Datenschutzerklärung', 'de-CH')).toBe('Daten\u00adschutz\u00aderklä\u00adrung');
    expect(hyphenated('Folgenabschätzung', 'de-CH')).toBe('Fol\u00adgen\u00adabschät\u00adzung');
  });

  it('hyphenates running text only: no soft hyphen in a heading, a table cell or a paragraph’s last word', () => {
    const body = ['## Verzeichnis der Bearbeitungstätigkeiten', '', '| Aufgabe | Tokens |', '|---|---:|', '| Businessplanüberarbeitung | 1’500 |', '', 'Die Standarddatenschutzklauseln werden anonymisiert.'].join('\n');
    const { article } = readArticle(FILE, source({ body }));
    const texts = (node: { type: string; value?: string; children?: unknown[] }): Array<{ type: string; value: string }> =>
      node.type === 'text' ? [node as { type: string; value: string }] : ((node.children ?? []) as Array<typeof node>).flatMap(texts);
    const [heading, table, paragraph] = article!.body.children;
    expect(texts(heading!).map((text) => text.value).join('')).not.toContain('\u00ad');
    expect(texts(table!).map((text) => text.value).join('')).not.toContain('\u00ad');
    const sentence = texts(paragraph!).map((text) => text.value).join('');
    expect(sentence).toContain('Stan\u00addard\u00adda');
    expect(sentence).toMatch(/ anonymisiert\.$/);
  });

  it('gives a heading an id of its words, without accents or soft hyphens', () => {
    expect(headingId([{ type: 'text', value: 'Was sagt das Ge\u00adsetz über Zürich?' }])).toBe('was-sagt-das-gesetz-uber-zurich');
  });

  it('reads the repository’s articles without a finding, newest first', () => {
    expect(blogArticles.length).toBeGreaterThan(0);
    const dates = blogArticles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
