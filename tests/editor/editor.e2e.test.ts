/**
 * The editor for the words (`npm run cms`) as an editor uses it, on a copy
 * of the repository: the German title of the home page's hero changed in the
 * browser, with the keyboard, seen in the preview, and published; the file on disk changed in
 * that line only; the copy built, and /de shows the new title. A French
 * text given an unknown placeholder is refused by the editor and, written
 * into the file past it, by the build, which names the file and the place.
 * A new article written in the Blog collection (German only) is on the
 * copy's blog, in its feed and in its sitemap once built, with no code
 * changed; a tag the blog does not have fails the build at its line.
 */
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumPath, quietArgs } from '../../scripts/lib/browsers.mjs';
import shape from '../../src/content/wordsShape.json';
import { repositoryCopy, runIn, startEditor } from './support/repositoryCopy';

const PORT = Number(process.env.CMS_TEST_PORT ?? 8190);
/** The longest a step may take: the page's first load on one busy core. */
const LIMIT = 360_000;
const HOME_WORDS = 'src/content/words/home.json';
const newTitle = 'KI für Ihr Team, betrieben in Zürich.';
/** The new article: its title, whose words make its address, and its summary. */
const article = {
  title: 'Was eine Stiftung vor dem ersten Chat klärt',
  slug: 'was-eine-stiftung-vor-dem-ersten-chat-klart',
  summary: 'Fünf Fragen, die eine Stiftung vor dem ersten Einsatz eines KI-Chats beantwortet: Zweck, Daten, Zugriff, Aufbewahrung und Verantwortung im Team.',
};
const articleFile = (segment: string) => `src/content/blog/${segment}/${article.slug}.md`;

let copy: ReturnType<typeof repositoryCopy>;
let editor: Awaited<ReturnType<typeof startEditor>>;
let browser: Browser;
let page: Page;
const homeWords = () => readFileSync(path.join(copy.dir, HOME_WORDS), 'utf8');
let original: string;
let oldTitle: string;

/** The editor's pane of one language (Decap's i18n panes, each with its «Aktuelle Sprache» menu). */
const pane = (code: string): Locator =>
  page
    .locator('[class*="ControlPaneContainer"]')
    .filter({ has: page.getByRole('button', { name: `Aktuelle Sprache: ${code}` }) })
    .last();

/** Types into a field as a person does: click, select all, type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

async function publish() {
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByText('Jetzt veröffentlichen').click();
}

beforeAll(async () => {
  copy = repositoryCopy();
  original = homeWords();
  oldTitle = (JSON.parse(original) as { de: { hero: { title: string } } }).de.hero.title;
  editor = await startEditor(copy.dir, PORT);
  browser = await chromium.launch({ executablePath: chromiumPath, args: quietArgs });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Limits for a hang, not a speed test (decision 002): the editor's page is
  // Vite's dev server sending Decap and the site's modules one by one, 30 s
  // on a quiet machine, over 120 s beside the story tests.
  page.setDefaultTimeout(LIMIT);
}, LIMIT);

afterAll(async () => {
  await browser?.close();
  editor?.stop();
  copy?.remove();
});

describe('the editor for the words (npm run cms), on a copy of the repository', () => {
  it('serves its configuration with every words file, four languages side by side, on the loopback address only', async () => {
    expect(editor.address).toBe(`http://localhost:${PORT}/admin/`);
    const config = (await (await fetch(`${editor.address}config.yml`)).json()) as {
      i18n: { locales: string[]; structure: string };
      collections: { name: string; files?: { file: string }[]; folder?: string; i18n?: { structure: string } }[];
    };
    expect(config.i18n).toMatchObject({ structure: 'single_file', locales: shape.languages });
    const files = config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file.replace(/^words\//, '')));
    expect(files.sort()).toEqual(Object.keys(shape.files).sort());
    // The blog's articles: a folder per language, one file per article in each.
    expect(config.collections.find((collection) => collection.name === 'articles')).toMatchObject({ folder: 'blog', i18n: { structure: 'multiple_folders' } });
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outward) await expect(fetch(`http://${outward.address}:${PORT}/admin/`)).rejects.toThrow();
  });

  it('publishes a German title typed in the home page entry, changing that line of home.json and no other', async () => {
    await page.goto(`${editor.address}#/collections/pages/entries/home`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Login' }).click();
    const german = pane('DE');
    await german.getByTestId('expand-button').first().click();
    const title = german.getByLabel('Titel', { exact: true }).first();
    expect(await title.inputValue()).toBe(oldTitle);
    await retype(title, newTitle);

    // The preview draws the hero with the site's components, from what the form holds now, light and dark.
    await page.getByTitle('Vorschau', { exact: true }).click();
    const preview = page.frameLocator('iframe').first();
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).textContent(), { timeout: LIMIT }).toBe(newTitle);
    await preview.getByRole('button', { name: 'Dunkel' }).click();
    expect(await preview.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByTitle('Übersetzungen', { exact: true }).click();

    await publish();

    // Until the new title is in it, not only until it changed: a file being written can be seen empty.
    await expect.poll(homeWords, { timeout: LIMIT }).toContain(JSON.stringify(newTitle));
    const before = original.split('\n');
    const after = homeWords().split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.map((line, index) => [before[index], line]).filter(([was, now]) => was !== now);
    expect(changed).toEqual([[`      "title": ${JSON.stringify(oldTitle)},`, `      "title": ${JSON.stringify(newTitle)},`]]);
  }, 2 * LIMIT);

  it('refuses to publish a French text with a placeholder the site does not fill, saying why at the field', async () => {
    const saved = homeWords();
    const french = pane('FR');
    await french.getByTestId('expand-button').first().click();
    const title = french.getByLabel('Titel', { exact: true }).first();
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' {prix}');
    await publish();
    await expect.poll(() => french.getByText(/Titel entspricht nicht dem Muster: ein Text ohne \{Platzhalter\}/i).count(), { timeout: LIMIT }).toBe(1);
    // Decap checks before it sends anything: the entry stays unsaved, the file as it was.
    expect(await page.getByText(/^Ungespeicherte Änderungen$/i).count()).toBe(1);
    expect(homeWords()).toBe(saved);
  }, LIMIT);

  it('publishes a new German article written in the Blog collection: its file in the German folder, the other languages left untranslated', async () => {
    // The home page entry still holds the refused French text: Decap asks before leaving it, and the editor leaves it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${editor.address}#/collections/articles/new`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Veröffentlicht am').first().waitFor();
    const german = pane('DE');
    await german.getByLabel('Titel', { exact: true }).click();
    await page.keyboard.type(article.title);
    await german.getByLabel('Zusammenfassung', { exact: true }).click();
    await page.keyboard.type(article.summary);
    await german.getByText('Jetzt', { exact: true }).first().click();
    await german.getByLabel('Autorin oder Autor', { exact: true }).click();
    await page.getByRole('option', { name: 'Laura' }).click();
    await german.getByLabel('Themen', { exact: true }).click();
    await page.getByRole('option', { name: 'Praxis' }).click();
    await german.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('Bevor ein Team den Chat nutzt, hilft eine Seite mit Antworten auf fünf Fragen.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Welche Daten gehören nicht in den Chat, und wer entscheidet das?');
    await publish();

    const written = path.join(copy.dir, articleFile('de'));
    // Until the whole article is there: on one busy core the file was seen created and still empty.
    const writtenText = () => (existsSync(written) ? readFileSync(written, 'utf8') : '');
    await expect.poll(writtenText, { timeout: LIMIT }).toContain('Welche Daten gehören nicht in den Chat, und wer entscheidet das?');
    const text = writtenText();
    expect(text).toMatch(/^---\ntitle: Was eine Stiftung vor dem ersten Chat klärt\n/);
    expect(text).toContain('author: laura');
    expect(text).toMatch(/tags:\n {2}- practice/);
    expect(text).toContain('Welche Daten gehören nicht in den Chat, und wer entscheidet das?');
  }, 2 * LIMIT);

  it('builds the copy with the published title on /de, and no editor in dist/', async () => {
    editor.stop();
    const { code, output } = await runIn(copy.dir, ['scripts/build.mjs']);
    expect(code, output).toBe(0);
    await page.goto(pathToFileURL(path.join(copy.dir, 'dist/de/index.html')).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(newTitle);
    const dist = path.join(copy.dir, 'dist');
    expect(existsSync(path.join(dist, 'admin'))).toBe(false);
    const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html)$/.test(file));
    expect(shipped.filter((file) => /decap|netlify-cms/i.test(readFileSync(path.join(dist, file), 'utf8')))).toEqual([]);

    // The new article, with no code changed: its page, first on the German blog, in its feed and its sitemap; in German only.
    const address = `/de/blog/${article.slug}`;
    await page.goto(pathToFileURL(path.join(dist, `${address}/index.html`)).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    const blog = readFileSync(path.join(dist, 'de/blog/index.html'), 'utf8');
    expect(blog.indexOf(`href="${address}"`)).toBeGreaterThan(-1);
    expect(blog.indexOf(`href="${address}"`)).toBeLessThan(blog.indexOf('href="/de/blog/data-protection-act-chat-assistant"'));
    expect(readFileSync(path.join(dist, 'de/blog/feed.xml'), 'utf8')).toContain(`<title>${article.title}</title>`);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`${address}</loc>`);
    expect(existsSync(path.join(dist, `fr/blog/${article.slug}`))).toBe(false);
  }, LIMIT);

  it('refuses to build an article with a tag the blog does not have, naming the file and the line', async () => {
    const file = path.join(copy.dir, articleFile('de'));
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('  - practice', '  - praxis'));
    const { code, output } = await runIn(copy.dir, ['scripts/build.mjs']);
    writeFileSync(file, text);
    expect(code).toBe(1);
    const line = text.split('\n').indexOf('tags:') + 1;
    expect(output).toContain(`${articleFile('de')}:${line}: unknown tag «praxis»`);
  }, LIMIT);

  it('refuses to build a French text written with an unknown placeholder past the editor, naming the file, language and place', async () => {
    const words = JSON.parse(homeWords()) as { fr: { hero: { title: string } } };
    words.fr.hero.title = `${words.fr.hero.title} {prix}`;
    writeFileSync(path.join(copy.dir, HOME_WORDS), JSON.stringify(words, null, 2));
    const { code, output } = await runIn(copy.dir, ['scripts/build.mjs']);
    expect(code).toBe(1);
    expect(output).toContain(`${HOME_WORDS} › fr › hero.title: unknown placeholder {prix}`);
    expect(output).not.toContain('client bundle');
  }, LIMIT);
});
