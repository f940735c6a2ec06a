import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeRequest, placeOf, Refusal } from './editorRequests.mjs';
import { checkedSave, untranslated, withoutEmptyFields } from './editorChecks.mjs';
import { uncommitted } from './editorServer.mjs';
import { checkWordsText } from '../content/wordsCheck.mjs';
import shape from '../../src/content/wordsShape.json';
import { articleLinkFindings, readArticle } from '../../src/content/articleSource';

const site = { languages: shape.languages, collections: ['articles', 'pages', 'shared', 'legal'], branch: 'main' };
const options = { commitMessage: 'Update', useWorkflow: true, status: 'draft', collectionName: 'articles' };
const article = (path: string, raw: string) => ({ slug: path.split('/').pop()!.replace('.md', ''), path, raw });

/** The refusal a request gets: its status and message; none when it passes. */
function refusalOf(body: unknown): { status: number; message: string } | undefined {
  try {
    judgeRequest(body, site);
    return undefined;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe("what the editor's server lets through (scripts/cms/editorRequests.mjs)", () => {
  it('lets an editor read, save and publish the words and the blog on the branch it was started on', () => {
    const germanArticle = article('src/content/blog/de/what-a-token-costs.md', '---\ntitle: x\n---\n');
    expect(refusalOf({ action: 'info' })).toBeUndefined();
    expect(refusalOf({ action: 'entriesByFolder', params: { branch: 'main', folder: 'src/content/blog', extension: 'md', depth: 2 } })).toBeUndefined();
    expect(refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: [germanArticle], assets: [], options } })).toBeUndefined();
    expect(refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'home', path: 'src/content/words/home.json', raw: '{}' }], assets: [], options: { ...options, collectionName: 'pages' } } })).toBeUndefined();
    expect(refusalOf({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'src/content/blog/media/team.jpg', content: 'AAAA', encoding: 'base64' }, options: { commitMessage: 'Upload' } } })).toBeUndefined();
    expect(refusalOf({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'articles', slug: 'what-a-token-costs', newStatus: 'pending_publish' } })).toBeUndefined();
    expect(refusalOf({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'legal_terms' } })).toBeUndefined();
  });

  it('refuses to write a code module, another extension, a path out of the repository, and says why', () => {
    const write = (path: string) => refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'x', path, raw: 'x' }], assets: [], options } });
    expect(write('src/content/plans.ts')).toEqual({ status: 403, message: expect.stringMatching(/^Der Editor schreibt nur die Textdateien .*: «src\/content\/plans\.ts» ist keine davon, nichts wurde gespeichert\.$/) });
    expect(write('src/content/words/home.html')?.status).toBe(403);
    expect(write('src/content/blog/de/x.html')?.status).toBe(403);
    expect(write('src/content/blog/media/x.md')?.status).toBe(403);
    expect(write('package.json')?.status).toBe(403);
    expect(write('../../etc/passwd')).toEqual({ status: 403, message: '«../../etc/passwd» ist kein Pfad im Repository, den der Editor kennt.' });
    expect(write('/work/main/src/content/words/home.json')?.status).toBe(403);
    expect(write('src/content/words/../plans.ts')?.status).toBe(403);
  });

  it('never deletes or moves a words file, and moves an article only within its language', () => {
    expect(refusalOf({ action: 'deleteFile', params: { branch: 'main', path: 'src/content/words/home.json', options: { commitMessage: 'x' } } })).toEqual({
      status: 403,
      message: 'Eine Textdatei gehört zur Struktur der Website: der Editor ändert ihre Texte, löscht oder verschiebt sie aber nie; nichts wurde gelöscht.',
    });
    expect(refusalOf({ action: 'deleteFiles', params: { branch: 'main', paths: ['src/content/blog/de/a.md', 'src/content/siteContent.ts'], options: { commitMessage: 'x' } } })?.status).toBe(403);
    const moved = (path: string, newPath: string) => refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'x', path, raw: 'x', newPath }], assets: [], options } });
    expect(moved('src/content/words/home.json', 'src/content/words/moved/home.json')).toEqual({ status: 403, message: 'Eine Textdatei gehört zur Struktur der Website: der Editor verschiebt sie nie; nichts wurde gespeichert.' });
    expect(moved('src/content/blog/de/a.md', 'src/content/a.md')?.status).toBe(403);
    expect(moved('src/content/blog/de/a.md', 'src/content/blog/fr/a.md')?.status).toBe(403);
    expect(moved('src/content/blog/de/a.md', 'src/content/blog/de/b.md')).toBeUndefined();
  });

  it('keeps pictures in the blog’s media folder, and refuses one over 20 MB before reading it', () => {
    const upload = (path: string, content = 'AAAA') => refusalOf({ action: 'persistMedia', params: { branch: 'main', asset: { path, content, encoding: 'base64' }, options: { commitMessage: 'x' } } });
    expect(upload('src/content/words/media/photo.jpg')?.status).toBe(403);
    expect(upload('src/content/types.ts')?.status).toBe(403);
    expect(upload('public/photo.jpg')?.status).toBe(403);
    expect(upload('src/content/blog/media/photo.jpg', 'A'.repeat(28 * 1024 * 1024))).toEqual({ status: 413, message: 'Das Bild ist grösser als 20 MB; bitte eine kleinere Fassung hochladen.' });
    expect(refusalOf({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'src/content' } })?.status).toBe(403);
  });

  it('works on the branch it was started on, and on the collections and statuses it knows', () => {
    expect(refusalOf({ action: 'publishUnpublishedEntry', params: { branch: 'release', collection: 'articles', slug: 'x' } })).toEqual({ status: 403, message: 'Der Editor arbeitet auf dem Branch «main», mit dem er gestartet wurde, nicht auf «release».' });
    expect(refusalOf({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'code', slug: 'x' } })?.status).toBe(403);
    expect(refusalOf({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'articles', slug: '--upload-pack=x' } })?.status).toBe(403);
    expect(refusalOf({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'articles', slug: 'x', newStatus: 'live' } })?.status).toBe(403);
  });

  it('answers a malformed request with 400 and an unknown action with 422, before anything reads the disk', () => {
    expect(refusalOf(null)?.status).toBe(400);
    expect(refusalOf([])?.status).toBe(400);
    expect(refusalOf({ action: 'persistEntry' })).toEqual({ status: 400, message: 'Unvollständige Anfrage: das Feld «params» fehlt.' });
    expect(refusalOf({ action: 'persistEntry', params: { branch: 'main' } })?.status).toBe(400);
    expect(refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path: 'src/content/words/home.json' }], assets: [], options } })?.status).toBe(400);
    expect(refusalOf({ action: 'persistEntry', params: { branch: 'main', dataFiles: 'x', assets: [], options } })?.status).toBe(400);
    expect(refusalOf({ action: 'getEntry', params: { branch: 'main', path: 42 } })?.status).toBe(400);
    expect(refusalOf({ action: 'runShell', params: { branch: 'main' } })).toEqual({ status: 422, message: 'Die Aktion «runShell» kennt der Editor nicht.' });
  });

  it('knows each kind of file it owns by its path', () => {
    expect(placeOf('src/content/words/legal/terms.json', site)).toEqual({ kind: 'words' });
    expect(placeOf('src/content/blog/fr/what-a-token-costs.md', site)).toEqual({ kind: 'article', language: 'fr', slug: 'what-a-token-costs' });
    expect(placeOf('src/content/blog/media/IMG_0042.HEIC', site)).toEqual({ kind: 'picture' });
    expect(placeOf('src/content/blog/xx/a.md', site)).toEqual({ kind: 'other' });
  });
});

describe("the build's checks before a save (scripts/cms/editorChecks.mjs)", () => {
  const home = readFileSync('src/content/words/home.json', 'utf8');
  const existing = readFileSync('src/content/blog/de/what-a-token-costs.md', 'utf8');
  const rules = {
    languages: site.languages,
    placeOf: (path: string) => placeOf(path, site),
    checkWordsText: (text: string, file: string) => checkWordsText(text, file, { shape: shape.files['home.json'] as never, placeholders: (shape.placeholders as Record<string, Record<string, string[]>>)['home.json'] ?? {}, languages: shape.languages }),
    readArticle,
    articleLinkFindings: articleLinkFindings as (articles: unknown[], sources: Record<string, string>) => string[],
    onDisk: async (path: string) => (path === 'src/content/words/home.json' ? home : path === 'src/content/blog/de/what-a-token-costs.md' ? existing : undefined),
    articlesOnDisk: async (language: string): Promise<Record<string, string>> => (language === 'de' ? { 'src/content/blog/de/what-a-token-costs.md': existing } : {}),
    pictures: new Set(['/blog/media/team.jpg']),
  };
  const words = (edit: (data: Record<string, Record<string, Record<string, unknown>>>) => void) => {
    const data = JSON.parse(home) as Record<string, Record<string, Record<string, unknown>>>;
    edit(data);
    return [{ path: 'src/content/words/home.json', raw: JSON.stringify(data) }];
  };
  const text = (lines: string[]) => ['---', 'title: Wie ein Team den Chat sicher einführt', 'summary: "Fünf Schritte, mit denen ein Team den KI-Chat sicher einführt: Zweck, Daten, Zugriff, Aufbewahrung und die Verantwortung im Alltag klären."', 'date: 2026-11-20', 'author: laura', 'tags:', '  - practice', '---', '', ...lines].join('\n');
  const saved = async (files: { path: string; raw: string }[]) => checkedSave(files, rules);

  it('saves a words file in the order its text on disk has, and an article the build reads', async () => {
    const result = await saved(words((data) => (data.de!.hero!.title = 'Ein neuer Titel')));
    expect(result.findings).toEqual([]);
    expect(result.dataFiles[0]!.raw.split('\n').filter((line, index) => line !== home.split('\n')[index])).toEqual(['      "title": "Ein neuer Titel",']);
    expect((await saved([{ path: 'src/content/blog/de/a-new-article.md', raw: text(['Ein Absatz.', '', '## Erstens', '', 'Mehr.']) }])).findings).toEqual([]);
  });

  it('refuses a words file that is no JSON, breaks its shape or misuses a placeholder, with the build’s message', async () => {
    expect((await saved([{ path: 'src/content/words/home.json', raw: '{"de": ' }])).findings[0]).toMatch(/^src\/content\/words\/home\.json: not valid JSON/);
    expect((await saved(words((data) => (data.fr!.hero!.titel = 'x')))).findings).toContain('src/content/words/home.json › fr › hero.titel: unknown key «titel»; hero has «eyebrow», «title», «lead», «primaryCta», «chatLabel», «facts», «preview»');
    expect((await saved(words((data) => (data.fr!.hero!.title = `${String(data.fr!.hero!.title)} {prix}`)))).findings).toEqual(['src/content/words/home.json › fr › hero.title: unknown placeholder {prix}; the German text has none']);
  });

  it('refuses an article with raw HTML, a first-level heading, a link to no page, an unknown tag or author, or a picture', async () => {
    const findings = async (source: string) => (await saved([{ path: 'src/content/blog/de/a-new-article.md', raw: source }])).findings;
    expect(await findings(text(['Ein <b>fetter</b> Absatz.']))).toEqual(['src/content/blog/de/a-new-article.md:10: raw HTML is not allowed in an article: «<b>»', 'src/content/blog/de/a-new-article.md:10: raw HTML is not allowed in an article: «</b>»']);
    expect(await findings(text(['# Erstens']))).toEqual(['src/content/blog/de/a-new-article.md:10: a heading of the first level («# …»): the title is the article’s only one; start with «## …»']);
    expect(await findings(text(['Die [Preise](/de/preise-gibt-es-nicht).']))).toEqual(['src/content/blog/de/a-new-article.md:10: the link «/de/preise-gibt-es-nicht» leads to no page of the site']);
    expect(await findings(text(['Ein [anderer Artikel](/de/blog/gibt-es-nicht).']))).toEqual(['src/content/blog/de/a-new-article.md:10: the link «/de/blog/gibt-es-nicht» leads to no article in this language']);
    expect(await findings(text(['Text.']).replace('  - practice', '  - praxis'))).toEqual(['src/content/blog/de/a-new-article.md:6: unknown tag «praxis»; the tags are data-protection, hosting, costs, practice, api']);
    expect(await findings(text(['Text.']).replace('author: laura', 'author: lara'))).toEqual([expect.stringMatching(/^src\/content\/blog\/de\/a-new-article\.md:5: unknown author «lara»; the team/)]);
    expect(await findings(text(['![Ein Bild](/images/foto.jpg)']))).toEqual(["src/content/blog/de/a-new-article.md:10: the picture «/images/foto.jpg» is not one of the blog's: upload it in the editor, then name it /blog/media/<file>"]);
    expect(await findings(text(['![Das Team](/blog/media/fehlt.jpg)']))).toEqual(["src/content/blog/de/a-new-article.md:10: the picture «/blog/media/fehlt.jpg» is not in the blog's media folder (src/content/blog/media/)"]);
  });

  it('refuses a picture without alt text, naming the file and the line; takes one with it', async () => {
    const findings = async (source: string) => (await saved([{ path: 'src/content/blog/de/a-new-article.md', raw: source }])).findings;
    expect(await findings(text(['Ein Absatz.', '', '![](/blog/media/team.jpg)']))).toEqual(['src/content/blog/de/a-new-article.md:12: the picture «/blog/media/team.jpg» has no alt text: say in the brackets what it shows, ![Das Team im Büro in Zürich](/blog/media/team.jpg)']);
    expect(await findings(text(['![Das Team im Büro an der Limmat](/blog/media/team.jpg)']))).toEqual([]);
    expect(await findings(text(['Text.']).replace('author: laura', 'author: laura\ncover: /blog/media/team.jpg'))).toEqual(['src/content/blog/de/a-new-article.md:6: the cover picture «/blog/media/team.jpg» has no alt text: write what it shows in «coverAlt», in this language']);
  });

  it('reads an optional field left empty in a translation as absent, and writes it so', async () => {
    const french = ['---', 'title: "Ce qu’un jeton coûte et combien il en faut"', 'summary: Ce qu’est un jeton, combien de jetons demandent des textes courants et comment estimer la consommation mensuelle de votre équipe sans effort.', 'date: 2026-09-15', 'updated: null', "sample: ''", 'author: laura', 'tags:', '  - costs', '---', '', 'Un paragraphe.'].join('\n');
    const result = await saved([{ path: 'src/content/blog/fr/what-a-token-costs.md', raw: french }]);
    expect(result.findings).toEqual([]);
    expect(result.dataFiles[0]!.raw).not.toMatch(/updated|sample/);
    expect(withoutEmptyFields('---\ntags:\n  - costs\nupdated:\n---\n')).toBe('---\ntags:\n  - costs\n---\n');
  });

  it('keeps an article’s file as it is on disk when its fields and text are the same', async () => {
    // Decap writes every language's file in its own YAML style when one of them changes.
    const restyled = existing.replace('tags: [costs, practice, api]', 'tags:\n  - costs\n  - practice\n  - api');
    const result = await saved([{ path: 'src/content/blog/de/what-a-token-costs.md', raw: restyled }]);
    expect(result.findings).toEqual([]);
    expect(result.dataFiles[0]!.raw).toBe(existing);
  });

  it('writes no file for a language nobody has written yet', async () => {
    const shared = '---\ndate: 2026-11-20\nauthor: laura\ntags:\n  - practice\ntitle: null\n---\n';
    expect(untranslated(shared)).toBe(true);
    const result = await saved([{ path: 'src/content/blog/de/a-new-article.md', raw: text(['Text.']) }, { path: 'src/content/blog/it/a-new-article.md', raw: shared }]);
    expect(result.dataFiles.map((file) => file.path)).toEqual(['src/content/blog/de/a-new-article.md']);
  });
});

describe("what the editor's server finds not committed (scripts/cms/editorServer.mjs)", () => {
  it('names each changed, renamed and new file whole, the first one too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uncommitted-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@localhost', ...args], { cwd: dir });
    try {
      git('init', '--quiet');
      for (const file of ['home.json', 'old.md']) writeFileSync(path.join(dir, file), '{}');
      git('add', '--all');
      git('commit', '--quiet', '--message', 'x');
      expect(await uncommitted(dir)).toEqual([]);
      writeFileSync(path.join(dir, 'home.json'), '{"de":{}}');
      git('mv', 'old.md', 'new.md');
      writeFileSync(path.join(dir, 'a picture.jpg'), 'x');
      expect((await uncommitted(dir)).sort()).toEqual(['a picture.jpg', 'home.json', 'new.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
