/**
 * The editor for the words and the blog (`npm run cms`) as the people who
 * own the words use it, on a copy of the repository (a Git repository of
 * its own, on `main`), in the machine's Chromium:
 *
 * - its server answers only its own page, refuses what is not the words or
 *   the blog with a sentence, and keeps running whatever it is sent;
 * - a German title changed with the keyboard, seen in the preview, saved as
 *   a draft (a branch; main untouched), made «Bereit» and published: one
 *   commit on main that names the entry, that line of home.json changed;
 * - a French text given a placeholder the site does not fill is refused as
 *   it is typed, at the field, and never reaches the disk; sent past the
 *   editor, the server refuses it with the build's own message;
 * - a translator adds a French translation to a German-only article, its
 *   texts pasted from where they were translated, a subheading typed as
 *   «## », and publishes it;
 * - a new German article written in the Blog collection, published;
 * - the copy builds: the new title on /de, the French translation and the
 *   new article on the blog, no editor in dist/; a tag the blog does not
 *   have, and a placeholder written past the editor, fail the build with
 *   file and line.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumPath, quietArgs } from '../../scripts/lib/browsers.mjs';
import shape from '../../src/content/wordsShape.json';
import { repositoryCopy, runIn, startEditor } from './support/repositoryCopy';
import { cameraPhoto } from '../support/photo';
import { LARGEST_SERVED_PICTURE } from '../../src/lib/picture';

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
const articleFile = (segment: string, slug = article.slug) => `src/content/blog/${segment}/${slug}.md`;
/** The photo the author inserts, as it comes from a camera, the name the editor stores it under, and what it shows. */
const photo = { name: 'Stiftungsrat-Sitzung.jpg', stored: 'stiftungsrat-sitzung.jpg', alt: 'Der Stiftungsrat bespricht am Tisch die Fragen für den ersten Chat' };
/** A German article with no translation, and the French one a translator writes. */
const germanOnly = 'where-our-models-run';
const french = {
  title: 'Où tournent nos modèles, et pourquoi à Zurich',
  summary: 'Dans quels centres de calcul tournent nos modèles, qui peut y accéder et pourquoi vos données restent en Suisse: les réponses, sans détour.',
  lead: 'Vos données ne quittent pas la Suisse: voici où elles sont traitées.',
  heading: 'Deux centres de calcul à Zurich',
  text: 'Les deux centres appartiennent à un exploitant suisse certifié ISO 27001.',
};

let copy: ReturnType<typeof repositoryCopy>;
let editor: Awaited<ReturnType<typeof startEditor>>;
let browser: Browser;
let page: Page;
const onMain = (file: string) => copy.git('show', `main:${file}`);
const homeWords = () => onMain(HOME_WORDS);
let original: string;
let oldTitle: string;

/** The editor's pane of one language (Decap's i18n panes, each with its language menu). */
const pane = (language: string): Locator =>
  page
    .locator('[class*="ControlPaneContainer"]')
    .filter({ has: page.getByRole('button', { name: `Sprache dieser Spalte: ${language}` }) })
    .last();

/** Types into a field as a person does: click, select all, type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * Pastes into the field with focus as a translator does from the document
 * or tool the translation was written in: the text on the clipboard, then
 * Ctrl+V. Long texts arrive so; typed letter by letter, each key redraws
 * the entry and its preview (a fifth of the test's time for four texts).
 */
async function paste(text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

/**
 * Opens an entry, as a bookmark would, in a page of its own: moved from one
 * open entry straight to another by its address, Decap can draw the new
 * one's text field before its text has arrived, and it stays empty.
 */
async function open(hash: string, waitFor: string) {
  await page.goto('about:blank');
  await page.goto(`${editor.address}${hash}`, { waitUntil: 'domcontentloaded' });
  await page.getByText(waitFor).first().waitFor();
}

/** «Speichern»: the entry becomes a draft, a branch of its own, once the editor's server has answered. */
async function saveDraft(branch: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1') && (response.request().postData() ?? '').includes('"action":"persistEntry"'));
  // Refused in the browser (a field's check), Decap sends nothing: the test says which field at once instead of waiting out its limit.
  let answered = false;
  const refused = page
    .getByText(/^Nicht gespeichert/)
    .first()
    .waitFor({ timeout: LIMIT })
    .then(
      async () => {
        const notice = await page.getByText(/^Nicht gespeichert/).first().innerText();
        const atFields = await page.locator('[class*="ControlErrorsList"]').allInnerTexts();
        if (!answered) throw new Error(`the editor did not save the entry: «${notice}»${atFields.length > 0 ? `; at the fields: ${atFields.join(' / ')}` : ''}`);
        return new Promise<never>(() => {});
      },
      // No refusal seen: the save's answer decides.
      () => new Promise<never>(() => {}),
    );
  await page.getByRole('button', { name: 'Speichern' }).click();
  const response = await Promise.race([saved, refused]);
  answered = true;
  expect(response.status()).toBe(200);
  await page.getByRole('button', { name: 'Status: Entwurf' }).waitFor();
  expect(copy.git('branch', '--list', branch)).toContain(branch);
}

/** The draft made «Bereit», then «Veröffentlichen»: one commit on main. Returns what the editor said. */
async function publish() {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Bereit' }).click();
  await page.getByRole('button', { name: 'Status: Bereit' }).waitFor();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByText('Jetzt veröffentlichen').click();
  const notice = page.getByRole('status', { name: 'Veröffentlicht' });
  await notice.waitFor();
  const said = await notice.innerText();
  await notice.getByRole('button', { name: 'Meldung schliessen' }).click();
  return said;
}

/** A request to the editor's server as another page or program sends it. */
const ask = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${editor.address.replace('/admin/', '')}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  copy = repositoryCopy();
  original = homeWords();
  oldTitle = (JSON.parse(original) as { de: { hero: { title: string } } }).de.hero.title;
  editor = await startEditor(copy.dir, PORT);
  // A Swiss German editor's browser: dates as 24.11.2026, Zürich's clock.
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...quietArgs, '--lang=de-CH'] });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'de-CH', timezoneId: 'Europe/Zurich', permissions: ['clipboard-read', 'clipboard-write'] });
  // Limits for a hang, not a speed test (decision 002): the editor's page is
  // a 6 MB script to compile, and a step waits on one core under a full
  // npm test as long as on a quiet machine's two.
  page.setDefaultTimeout(LIMIT);
  // Decap asks before publishing, and before leaving an entry with changes not saved: the editor says yes.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
}, LIMIT);

// A step that fails leaves the editor's page as it was then, for whoever reads CI's output (.test-output/, not committed).
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page) return;
  mkdirSync('.test-output', { recursive: true });
  await page.screenshot({ path: `.test-output/editor-${task.name.slice(0, 40).replace(/\W+/g, '-')}.png`, fullPage: false }).catch(() => undefined);
});

afterAll(async () => {
  await browser?.close();
  editor?.stop();
  copy?.remove();
});

describe('the editor for the words and the blog (npm run cms), on a copy of the repository', () => {
  it('serves its configuration: drafts on branches of main, every words file, four languages side by side, on the loopback address only', async () => {
    expect(editor.address).toBe(`http://localhost:${PORT}/admin/`);
    const config = (await (await fetch(`${editor.address}config.yml`)).json()) as {
      backend: { name: string; branch: string };
      publish_mode: string;
      i18n: { locales: string[]; structure: string };
      collections: { name: string; files?: { file: string }[]; folder?: string; i18n?: { structure: string } }[];
    };
    expect(config.backend).toMatchObject({ name: 'proxy', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toMatchObject({ structure: 'single_file', locales: shape.languages });
    const files = config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file.replace(/^src\/content\/words\//, '')));
    expect(files.sort()).toEqual(Object.keys(shape.files).sort());
    // The blog's articles: a folder per language, one file per article in each.
    expect(config.collections.find((collection) => collection.name === 'articles')).toMatchObject({ folder: 'src/content/blog', i18n: { structure: 'multiple_folders' } });
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outward) await expect(fetch(`http://${outward.address}:${PORT}/admin/`)).rejects.toThrow();
  });

  it('answers only its own page, writes nothing but the words and the blog, and keeps running whatever it is sent', async () => {
    const head = copy.git('rev-parse', 'HEAD');
    const unchanged = ['src/content/plans.ts', 'src/content/siteContent.ts', 'src/content/types.ts', HOME_WORDS].map((file) => [file, readFileSync(path.join(copy.dir, file), 'utf8')] as const);
    const options = { commitMessage: 'x', useWorkflow: false, status: 'draft' };
    // Another local page (Storybook, npm run dev) is refused before its request is read.
    const foreign = await ask({ action: 'info' }, { Origin: 'http://localhost:6006' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toBe(`Nur die Seite des Editors (http://localhost:${PORT}/admin/) darf ihn aufrufen, nicht http://localhost:6006.`);
    const refusals = [
      { action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'plans', path: 'src/content/plans.ts', raw: 'export {};' }], assets: [], options } },
      { action: 'deleteFile', params: { branch: 'main', path: 'src/content/siteContent.ts', options } },
      { action: 'deleteFiles', params: { branch: 'main', paths: [HOME_WORDS], options } },
      { action: 'persistMedia', params: { branch: 'main', asset: { path: 'src/content/types.ts', content: 'AAAA', encoding: 'base64' }, options } },
      { action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'home', path: HOME_WORDS, raw: original, newPath: 'src/content/moved/home.json' }], assets: [], options } },
      { action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'x', path: 'src/content/words/x.html', raw: '<script></script>' }], assets: [], options } },
      { action: 'publishUnpublishedEntry', params: { branch: 'other', collection: 'pages', slug: 'home' } },
    ];
    for (const body of refusals) expect((await ask(body)).status, JSON.stringify(body).slice(0, 120)).toBe(403);
    const malformed = ['{"action":', '{"action":"persistEntry"}', { action: 'persistEntry', params: { branch: 'main' } }, { action: 'persistEntry', params: { branch: 'main', dataFiles: 'home', assets: [], options } }, { action: 'getEntry', params: { branch: 'main', path: 42 } }, [], null];
    for (const body of malformed) expect((await ask(body)).status, JSON.stringify(body)).toBe(400);
    expect((await ask({ action: 'runCommand', params: { branch: 'main' } })).status).toBe(422);
    expect((await ask('x'.repeat(30 * 1024 * 1024))).status).toBe(413);
    expect((await ask({ action: 'info' }, { 'Content-Type': 'text/plain' })).status).toBe(415);
    // Still running, nothing written, no commit.
    expect((await ask({ action: 'info' })).status).toBe(200);
    for (const [file, text] of unchanged) expect(readFileSync(path.join(copy.dir, file), 'utf8'), file).toBe(text);
    expect(copy.git('rev-parse', 'HEAD')).toBe(head);
    expect(copy.git('status', '--porcelain')).toBe('');
  });

  it('saves a German title typed in the home page entry as a draft, and publishes it as one commit on main, that line of home.json changed', async () => {
    await open('#/collections/pages/entries/home', 'Editor öffnen');
    await page.getByRole('button', { name: 'Editor öffnen' }).click();
    const german = pane('Deutsch');
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

    // A draft: its own branch, main as it was.
    const main = copy.git('rev-parse', 'main');
    await saveDraft('cms/pages/home');
    expect(copy.git('rev-parse', 'main')).toBe(main);
    expect(homeWords()).toBe(original);

    expect(await publish()).toMatch(/^Veröffentlicht\n+Veröffentlicht als Commit [0-9a-f]{7} auf dem Branch «main» dieses Repositorys\. Online ist es nach dem nächsten Deploy/);
    expect(copy.git('rev-list', '--count', `${main}..main`)).toBe('1');
    expect(copy.git('log', '-1', '--format=%s', 'main')).toBe('Seiten: «Startseite» veröffentlicht (Deutsch)');
    expect(copy.git('branch', '--list', 'cms/*')).toBe('');
    const before = original.split('\n');
    const after = homeWords().split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.map((line, index) => [before[index], line]).filter(([was, now]) => was !== now);
    expect(changed).toEqual([[`      "title": ${JSON.stringify(oldTitle)},`, `      "title": ${JSON.stringify(newTitle)},`]]);
  }, 2 * LIMIT);

  it('refuses a French text with a placeholder the site does not fill as it is typed, saying why at the field; the server refuses it too, with the build’s message', async () => {
    const saved = homeWords();
    const main = copy.git('rev-parse', 'main');
    const frenchPane = pane('Französisch');
    await frenchPane.getByTestId('expand-button').first().click();
    const title = frenchPane.getByLabel('Titel', { exact: true }).first();
    await title.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' {prix}');
    // At the field, before any save, in the case the placeholder is typed in.
    await frenchPane.getByText('{prix} setzt die Website hier nicht ein; so würde es wörtlich auf der Seite stehen. Dieser Text hat keine Platzhalter.').waitFor();
    // «Speichern» sends nothing: Decap checks every field first, and the message stays at the field.
    const sent: string[] = [];
    const listen = (request: { url: () => string; postData: () => string | null }) => void (request.url().endsWith('/api/v1') && sent.push(request.postData() ?? ''));
    page.on('request', listen);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ungespeicherte Änderungen').waitFor();
    page.off('request', listen);
    expect(sent.filter((body) => body.includes('"persistEntry"'))).toEqual([]);
    await frenchPane.getByText('{prix} setzt die Website hier nicht ein').waitFor();
    expect(copy.git('branch', '--list', 'cms/*')).toBe('');
    expect(homeWords()).toBe(saved);

    // Sent to the server past the editor's page: the build's own message, nothing written.
    const words = JSON.parse(saved) as { fr: { hero: { title: string } } };
    words.fr.hero.title += ' {prix}';
    const refused = await ask({
      action: 'persistEntry',
      params: { branch: 'main', dataFiles: [{ slug: 'home', path: HOME_WORDS, raw: JSON.stringify(words) }], assets: [], options: { commitMessage: 'x', useWorkflow: true, status: 'draft', collectionName: 'pages' } },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toBe(`Nicht gespeichert: die Prüfung der Website meldet einen Fehler.\n${HOME_WORDS} › fr › hero.title: unknown placeholder {prix}; the German text has none`);
    expect(copy.git('rev-parse', 'main')).toBe(main);
    expect(copy.git('branch', '--list', 'cms/*')).toBe('');
    expect(readFileSync(path.join(copy.dir, HOME_WORDS), 'utf8')).toBe(saved);
  }, LIMIT);

  it('publishes a French translation of a German-only article, its subheading typed as «## », with no empty field in its file', async () => {
    // The home page entry still holds the refused French text: the editor leaves it.
    await open(`#/collections/articles/entries/${germanOnly}`, 'Veröffentlicht am');
    const frenchPane = pane('Französisch');
    await frenchPane.getByLabel('Titel', { exact: true }).click();
    await page.keyboard.type(french.title);
    await frenchPane.getByLabel('Zusammenfassung', { exact: true }).click();
    await paste(french.summary);
    await frenchPane.locator('[contenteditable="true"]').first().click();
    await paste(french.lead);
    await page.keyboard.press('Enter');
    // The subheading typed: «## » at a line's start makes it one as the keys come.
    await page.keyboard.type(`## ${french.heading}`);
    await page.keyboard.press('Enter');
    await paste(french.text);
    await page.keyboard.press('Enter');
    await saveDraft(`cms/articles/${germanOnly}`);
    await publish();

    const written = onMain(articleFile('fr', germanOnly));
    expect(written).toMatch(new RegExp(`^---\\ntitle: ${french.title}\\n`));
    expect(written).toContain(`## ${french.heading}\n`);
    expect(written).not.toMatch(/: (null|''|"")$/m);
    // The German file as it was: nothing in it changed.
    expect(copy.git('diff', '--name-only', 'main~1', 'main')).toBe(articleFile('fr', germanOnly));
    expect(copy.git('log', '-1', '--format=%s', 'main')).toBe(`Blog: «${french.title}» veröffentlicht (Französisch)`);
  }, 2 * LIMIT);

  it('publishes a new German article written in the Blog collection: its file in the German folder, no file for the languages not written', async () => {
    await open('#/collections/articles/new', 'Veröffentlicht am');
    const german = pane('Deutsch');
    await german.getByLabel('Titel', { exact: true }).click();
    await page.keyboard.type(article.title);
    await german.getByLabel('Zusammenfassung', { exact: true }).click();
    await paste(article.summary);
    await german.getByText('Jetzt', { exact: true }).first().click();
    await german.getByLabel('Autorin oder Autor', { exact: true }).click();
    await page.getByRole('option', { name: 'Laura' }).click();
    await german.getByLabel('Themen', { exact: true }).click();
    await page.getByRole('option', { name: 'Praxis' }).click();
    await german.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('Bevor ein Team den Chat nutzt, hilft eine Seite mit Antworten auf fünf Fragen.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Welche Daten gehören nicht in den Chat, und wer entscheidet das?');
    await page.keyboard.press('Enter');
    // A photo as it comes from the camera, inserted with what it shows.
    const bytes = await cameraPhoto();
    await german.getByRole('button', { name: 'Einfügen' }).click();
    await page.getByRole('menuitem', { name: 'Bild' }).click();
    await german.getByRole('button', { name: 'Bild wählen' }).last().click();
    await page.locator('input[type="file"]').last().setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: bytes });
    await page.getByRole('button', { name: 'Gewähltes Bild einfügen' }).click();
    await german.getByLabel('Was das Bild zeigt (Alternativtext, Pflicht)').fill(photo.alt);
    // The preview draws the article with the site's article view, its photo with what it shows.
    await page.getByTitle('Vorschau', { exact: true }).click();
    const preview = page.frameLocator('iframe').first();
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).textContent(), { timeout: LIMIT }).toBe(article.title);
    await preview.getByRole('img', { name: photo.alt }).waitFor();
    await page.getByTitle('Übersetzungen', { exact: true }).click();
    const picture = `src/content/blog/media/${photo.stored}`;
    const main = copy.git('rev-parse', 'main');
    await saveDraft(`cms/articles/${article.slug}`);
    // The draft holds the article and its photo; main neither.
    expect(copy.git('ls-tree', '-r', '--name-only', `cms/articles/${article.slug}`).split('\n')).toEqual(expect.arrayContaining([articleFile('de'), picture]));
    expect(copy.git('ls-tree', '-r', '--name-only', 'main').split('\n')).not.toContain(picture);
    await publish();
    expect(copy.git('rev-list', '--count', `${main}..main`)).toBe('1');
    expect(copy.git('diff', '--name-only', main, 'main').split('\n').sort()).toEqual([picture, articleFile('de')].sort());

    const text = onMain(articleFile('de'));
    expect(text).toMatch(/^---\ntitle: Was eine Stiftung vor dem ersten Chat klärt\n/);
    expect(text).toContain('author: laura');
    expect(text).toMatch(/tags:\n {2}- practice/);
    expect(text).toContain('Welche Daten gehören nicht in den Chat, und wer entscheidet das?');
    expect(text).toContain(`![${photo.alt}](/blog/media/${photo.stored})`);
    expect(copy.git('ls-tree', '-r', '--name-only', 'main', 'src/content/blog').split('\n').filter((file) => file.includes(article.slug))).toEqual([articleFile('de')]);
  }, 2 * LIMIT);

  it('builds the copy with what was published, and no editor in dist/', async () => {
    editor.stop();
    const { code, output } = await runIn(copy.dir, ['scripts/build.mjs']);
    expect(code, output).toBe(0);
    const dist = path.join(copy.dir, 'dist');
    const shown = async (address: string) => {
      await page.goto(pathToFileURL(path.join(dist, address, 'index.html')).href);
      return page;
    };
    await expect.poll(async () => (await shown('de')).getByRole('heading', { level: 1 }).textContent()).toBe(newTitle);
    expect(existsSync(path.join(dist, 'admin'))).toBe(false);
    const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html)$/.test(file));
    expect(shipped.filter((file) => /decap|netlify-cms/i.test(readFileSync(path.join(dist, file), 'utf8')))).toEqual([]);

    // The translation: its own page on the French blog, its subheading a heading.
    const translated = await shown(`fr/blog/${germanOnly}`);
    expect(await translated.getByRole('heading', { level: 1 }).textContent()).toBe(french.title);
    // As a reader reads it: without the soft hyphens and no-break spaces of its typesetting, nor its anchor's «#».
    const read = (text: string) => text.replace(/\u00ad/g, '').replace(/[\u00a0\u202f]/g, ' ').replace(/#$/, '').trim();
    expect((await translated.getByRole('heading', { level: 2 }).allTextContents()).map(read)).toContain(french.heading);

    // The new article, with no code changed: its page, first on the German blog, in its feed and its sitemap; in German only.
    const address = `/de/blog/${article.slug}`;
    await expect.poll(async () => (await shown(address)).getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    const blog = readFileSync(path.join(dist, 'de/blog/index.html'), 'utf8');
    expect(blog.indexOf(`href="${address}"`)).toBeGreaterThan(-1);
    expect(blog.indexOf(`href="${address}"`)).toBeLessThan(blog.indexOf('href="/de/blog/data-protection-act-chat-assistant"'));
    expect(readFileSync(path.join(dist, 'de/blog/feed.xml'), 'utf8')).toContain(`<title>${article.title}</title>`);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toContain(`${address}</loc>`);
    // Not in French: the French reader's address for it says so and is not indexed; the French feed leaves it out.
    const untranslated = readFileSync(path.join(dist, `fr/blog/${article.slug}/index.html`), 'utf8');
    expect(untranslated).toContain('<meta name="robots" content="noindex, follow"/>');
    const frenchReader = await shown(`/fr/blog/${article.slug}`);
    expect(await frenchReader.getByRole('heading', { level: 1 }).textContent()).toBe('Cet article n’existe pas en français');
    expect(await frenchReader.getByRole('link', { name: article.title }).getAttribute('hreflang')).toBe('de-CH');
    expect(readFileSync(path.join(dist, 'fr/blog/feed.xml'), 'utf8')).not.toContain(article.title);

    // The photo: its alt text, its size reserved, three widths and more as AVIF and WebP, no file over 300 kB, the original nowhere.
    const articlePage = await shown(address);
    const image = articlePage.getByRole('img', { name: photo.alt });
    expect(await image.getAttribute('width')).toBe('4000');
    expect(await image.getAttribute('height')).toBe('3000');
    const served = await articlePage.locator('picture', { has: image }).evaluate((element) => [...element.querySelectorAll('source, img')].map((source) => source.getAttribute('srcset') ?? ''));
    const files = served.flatMap((srcset) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!));
    for (const type of ['avif', 'webp', 'jpg']) expect(files.filter((file) => file.endsWith(`.${type}`)).length, type).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(readFileSync(path.join(dist, file)).length, file).toBeLessThanOrEqual(LARGEST_SERVED_PICTURE);
    const original = readFileSync(path.join(copy.dir, 'src/content/blog/media', photo.stored));
    const everyFile = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(everyFile.filter((file) => file.endsWith(photo.stored) || /\.(jpe?g|png)$/.test(file) && readFileSync(path.join(dist, file)).equals(original))).toEqual([]);
  }, LIMIT);

  it('refuses to build an article with a tag the blog does not have, naming the file and the line', async () => {
    const file = path.join(copy.dir, articleFile('de'));
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('  - practice', '  - praxis'));
    const { code, output } = await runIn(copy.dir, ['scripts/build.mjs']);
    writeFileSync(file, text);
    expect(code).toBe(1);
    const line = text.split('\n').indexOf('tags:') + 1;
    expect(output).toContain(`${articleFile("de")}:${line}: unknown tag «praxis»`);
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
