import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsConfig, placeholderPattern } from './cmsConfig.mjs';
import { inOrderOf, savedWords } from './wordsOrder.mjs';
import shape from '../../src/content/wordsShape.json';
import labels from '../../cms/labels.json';
import { blogTags } from '../../src/content/articleSource';
import { teamMembers } from '../../src/content/about';

type Field = { name: string; label: string; widget: string; fields?: Field[]; field?: Field; pattern?: [string, string]; hint?: string; allow_add?: boolean; allow_remove?: boolean; allow_reorder?: boolean };
const config = cmsConfig({ backendUrl: 'http://localhost:8090/api/v1' }) as {
  local_backend: { url: string };
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: { name: string; files?: { name: string; file: string; fields: Field[] }[]; folder?: string; fields?: Array<Field & { options?: { value: string }[]; i18n?: boolean | string }> }[];
};
const entries = config.collections.flatMap((collection) => collection.files ?? []);

function* fieldsIn(fields: Field[]): Generator<Field> {
  for (const field of fields) {
    yield field;
    if (field.fields) yield* fieldsIn(field.fields);
    if (field.field) yield* fieldsIn([field.field]);
  }
}
const everyField = [...fieldsIn(entries.flatMap((entry) => entry.fields))];

describe("the editor's configuration (scripts/cms/cmsConfig.mjs)", () => {
  it('writes the blog\'s articles as a folder per language, offering only the tags and authors the build accepts', () => {
    const articles = config.collections.find((collection) => collection.name === 'articles')!;
    expect(articles.folder).toBe('blog');
    const field = (name: string) => articles.fields!.find((candidate) => candidate.name === name)!;
    expect(field('tags').options!.map((option) => option.value)).toEqual([...blogTags]);
    expect(field('author').options!.map((option) => option.value)).toEqual(teamMembers.map((member) => member.id));
    // What an article says is per language; its date, author and tags are the same in every language it is written in.
    expect(articles.fields!.filter((candidate) => candidate.i18n === true).map((candidate) => candidate.name)).toEqual(['title', 'summary', 'body']);
  });

  it('has every words file as one entry, every language of it side by side in one file', () => {
    expect(entries.map((entry) => entry.file.replace(/^words\//, '')).sort()).toEqual(Object.keys(shape.files).sort());
    expect(config.i18n).toEqual({ structure: 'single_file', locales: shape.languages, default_locale: 'de' });
    expect(config.local_backend.url).toBe('http://localhost:8090/api/v1');
  });

  it('labels every field in German (cms/labels.json), never with its key', () => {
    const unlabelled = [...new Set(everyField.filter((field) => !(field.name in labels.keys)).map((field) => field.name))];
    expect(unlabelled, 'keys to label in cms/labels.json').toEqual([]);
    expect(everyField.filter((field) => field.label.includes('ß'))).toEqual([]);
  });

  it('lets a list be reworded, never lengthened, shortened or reordered: its items are the structure’s', () => {
    const lists = everyField.filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.filter((list) => list.allow_add !== false || list.allow_remove !== false || list.allow_reorder !== false)).toEqual([]);
  });

  it('holds every text to a pattern, and names its placeholders in the hint', () => {
    const texts = everyField.filter((field) => field.widget === 'string' || field.widget === 'text');
    expect(texts.filter((field) => !field.pattern)).toEqual([]);
    const home = entries.find((entry) => entry.name === 'home')!;
    const lead = [...fieldsIn(home.fields)].find((field) => field.hint?.includes('{brand}'))!;
    expect(lead.hint).toContain(`{brand} ${labels.placeholders.brand}`);
  });
});

describe('placeholderPattern', () => {
  const accepts = (required: string[], allowed: string[], text: string) => new RegExp(placeholderPattern(required, allowed)).test(text);

  it('accepts a text with every required placeholder, anywhere, and the allowed ones', () => {
    expect(accepts(['price'], ['price', 'city'], 'Ab {price} pro Monat')).toBe(true);
    expect(accepts(['price'], ['price', 'city'], '{price} im Monat, gehostet in {city}')).toBe(true);
    expect(accepts([], [], 'Einfach ein Satz.\nMit zweiter Zeile.')).toBe(true);
  });

  it('refuses a required placeholder left out, one misspelt or invented, and a blank text', () => {
    expect(accepts(['price'], ['price'], 'Ab CHF 29 pro Monat')).toBe(false);
    expect(accepts(['price'], ['price'], 'Ab {prcie} pro Monat {price}')).toBe(false);
    expect(accepts([], [], 'Hallo {name}')).toBe(false);
    expect(accepts([], [], '   ')).toBe(false);
  });
});

describe('a saved words file (scripts/cms/wordsOrder.mjs)', () => {
  const onDisk = readFileSync('src/content/words/home.json', 'utf8');

  it('keeps the order the file has, so one changed text is one changed line', () => {
    const words = JSON.parse(onDisk) as { de: { hero: { title: string } } } & Record<string, unknown>;
    words.de.hero.title = 'Ein neuer Titel';
    // Decap hands the entry over with its keys in another order.
    const shuffled = Object.fromEntries(Object.entries(words).reverse().map(([language, inner]) => [language, Object.fromEntries(Object.entries(inner as object).reverse())]));
    const saved = savedWords(JSON.stringify(shuffled), onDisk).split('\n');
    const before = onDisk.split('\n');
    expect(saved).toHaveLength(before.length);
    expect(saved.filter((line, index) => line !== before[index])).toEqual(['      "title": "Ein neuer Titel",']);
  });

  it('puts keys the file lacks after those it has, and keeps lists in their order', () => {
    expect(JSON.stringify(inOrderOf({ b: 1, a: [{ y: 1, x: 2 }] }, { a: [{ x: 3, y: 4, z: 5 }], c: 0, b: 2 }))).toBe('{"b":2,"a":[{"y":4,"x":3,"z":5}],"c":0}');
  });
});
