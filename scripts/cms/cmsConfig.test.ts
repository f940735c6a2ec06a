import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from './cmsConfig.mjs';
import { textProblem } from './fieldRules.mjs';
import { siteFacts } from '../../cms/siteFacts';
import { inOrderOf, savedWords } from './wordsOrder.mjs';
import shape from '../../src/content/wordsShape.json';
import labels from '../../cms/labels.json';
import { blogTags } from '../../src/content/articleSource';
import { teamMembers } from '../../src/content/about';

type Rule = Parameters<typeof textProblem>[1];
type Field = { name: string; label: string; widget: string; fields?: Field[]; field?: Field; rule?: Rule; hint?: string; allow_add?: boolean; allow_remove?: boolean; allow_reorder?: boolean };
const config = cmsConfig({ backend: { name: 'proxy', proxy_url: 'http://localhost:8090/api/v1', branch: 'main' }, facts: siteFacts() }) as {
  backend: { name: string; proxy_url: string; branch: string };
  publish_mode: string;
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
    expect(articles.folder).toBe('src/content/blog');
    const field = (name: string) => articles.fields!.find((candidate) => candidate.name === name)!;
    expect(field('tags').options!.map((option) => option.value)).toEqual([...blogTags]);
    expect(field('author').options!.map((option) => option.value)).toEqual(teamMembers.map((member) => member.id));
    // What an article says is per language (what its cover shows too); its date, author, tags and cover are the same in every language it is written in.
    expect(articles.fields!.filter((candidate) => candidate.i18n === true).map((candidate) => candidate.name)).toEqual(['title', 'summary', 'coverAlt', 'body']);
    expect(field('cover').i18n).toBe('duplicate');
  });

  it('has every words file as one entry, every language of it side by side in one file', () => {
    expect(entries.map((entry) => entry.file.replace(/^src\/content\/words\//, '')).sort()).toEqual(Object.keys(shape.files).sort());
    expect(config.i18n).toEqual({ structure: 'single_file', locales: shape.languages, default_locale: 'de' });
    // The editor's server, drafts as branches of the branch it was started on.
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: 'http://localhost:8090/api/v1', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
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

  it('holds every text to a rule checked as it is typed, and names its placeholders in the hint', () => {
    const texts = everyField.filter((field) => field.widget === 'checked-string' || field.widget === 'checked-text');
    expect(texts.length).toBeGreaterThan(600);
    expect(everyField.filter((field) => field.widget === 'string' || field.widget === 'text')).toEqual([]);
    expect(texts.filter((field) => !field.rule?.length)).toEqual([]);
    const home = entries.find((entry) => entry.name === 'home')!;
    const lead = [...fieldsIn(home.fields)].find((field) => field.hint?.includes('{brand}'))!;
    expect(lead.hint).toContain(`{brand} ${labels.placeholders.brand}`);
  });

  it('lets every text the site has today be saved as it is, in every language', () => {
    const words = (file: string) => JSON.parse(readFileSync(`src/content/words/${file}`, 'utf8')) as Record<string, unknown>;
    const problems: string[] = [];
    for (const entry of entries) {
      const file = words(entry.file.replace('src/content/words/', ''));
      for (const language of shape.languages) {
        const walk = (fields: Field[], value: unknown, at: string) => {
          for (const field of fields) {
            const inner = (value as Record<string, unknown> | undefined)?.[field.name];
            if (field.rule) {
              const problem = textProblem(inner, field.rule, language);
              if (problem) problems.push(`${entry.file} › ${language} › ${at}${field.name}: ${problem}`);
            }
            if (field.fields && Array.isArray(inner)) inner.forEach((item, index) => walk(field.fields!, item, `${at}${field.name}.${index}.`));
            else if (field.fields) walk(field.fields, inner, `${at}${field.name}.`);
            if (field.field?.rule && Array.isArray(inner)) for (const item of inner) if (textProblem(item, field.field.rule, language)) problems.push(`${entry.file} › ${language} › ${at}${field.name}: ${textProblem(item, field.field.rule, language)}`);
          }
        };
        walk(entry.fields, file[language], '');
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds a page title to the SEO audit’s band as the page shows it, and a heading to what fits on a phone', () => {
    const meta = entries.find((entry) => entry.name === 'pageMeta')!;
    const home = [...fieldsIn(meta.fields)].find((field) => field.name === 'home')!.fields!.find((field) => field.name === 'title')!;
    expect(textProblem('Kurz', home.rule!)).toBe('Der Seitentitel hätte so 16 Zeichen, mit dem, was die Website anfügt und einsetzt; das SEO-Audit verlangt 40 bis 60.');
    expect(textProblem('Sichere KI-Plattform aus der Schweiz für KMU', home.rule!)).toBeUndefined();
    expect(textProblem('Sichere KI-Plattform aus der Schweiz für KMU und Non-Profits', home.rule!)).toMatch(/^Der Seitentitel hätte so 72 Zeichen/);
    const heroTitle = [...fieldsIn(entries.find((entry) => entry.name === 'home')!.fields)].find((field) => field.name === 'title')!;
    expect(textProblem('KI '.repeat(1500), heroTitle.rule!)).toBe('Zu lang: 4500 Zeichen; eine Überschrift von bis zu 90 Zeichen passt in fünf Zeilen auf ein Telefon (320 px).');
  });
});

describe('a text field as it is typed (scripts/cms/fieldRules.mjs)', () => {
  const rule = { required: ['brand'], allowed: ['brand', 'city'], names: { brand: 'Name der Marke', city: 'Stadt' }, length: { max: 60, message: 'Zu lang: {count} Zeichen.' } };

  it('accepts every required placeholder, anywhere, and the allowed ones', () => {
    expect(textProblem('{brand} aus {city}', rule)).toBeUndefined();
    expect(textProblem('Gehostet in {city}: {brand}', rule)).toBeUndefined();
  });

  it('names the real reason, in sentence case, with the placeholder as it must be typed', () => {
    expect(textProblem('{BRAND} aus {city}', rule)).toBe('{BRAND} setzt die Website hier nicht ein; so würde es wörtlich auf der Seite stehen. Hier setzt sie {brand} (Name der Marke), {city} (Stadt) ein.');
    expect(textProblem('Die Plattform aus {city}', rule)).toBe('{brand} (Name der Marke) fehlt: die Website setzt den Wert hier ein. Den Platzhalter stehen lassen, verschieben darf man ihn.');
    expect(textProblem('Die Plattform {brand aus Zürich', rule)).toMatch(/^«\{brand» ist kein Platzhalter: ein Platzhalter steht ganz in geschweiften Klammern, zum Beispiel \{brand\}\.$/);
    expect(textProblem(`{brand} ${'x'.repeat(60)}`, rule)).toBe('Zu lang: 68 Zeichen.');
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
