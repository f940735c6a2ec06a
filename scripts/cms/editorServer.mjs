// The editor's server: the door between the editor's page and the
// repository (`npm run cms`, scripts/cms/start.mjs). decap-server does the
// Git work (its Git mode: a draft is a commit on `cms/<collection>/<slug>`,
// publishing merges it into the branch the editor was started on); this
// module stands in front of it and adds the rules:
//
// 1. only the editor's own page may call it (its origin; a request with
//    another Origin is refused before it is read), JSON only, no larger
//    than the largest picture;
// 2. every request is judged before any hook touches the disk
//    (editorRequests.mjs): its shape, and the places it reaches;
// 3. a save is checked by the build's own rules (editorChecks.mjs) and
//    refused with their findings;
// 4. nothing is committed over changes someone else left in the working
//    tree, and a publication is one commit whose message names the entry
//    and its languages;
// 5. one request at a time, and whatever it is sent, the server answers
//    and keeps running.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EDITOR_PLACES, judgeRequest, LARGEST_PICTURE, placeOf, Refusal } from './editorRequests.mjs';
import { checkedSave } from './editorChecks.mjs';
import sharp from 'sharp';

const run = promisify(execFile);
export const API = '/api/v1';

/**
 * Git in `root`: its output, without the line breaks at its end.
 * @param {string} root
 * @param {string[]} args
 */
export async function git(root, args) {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  // Only the end: a first line of `git status --porcelain` begins with a space that is part of it.
  return stdout.trimEnd();
}

/** The branch checked out in `root`; undefined on a detached HEAD. */
export async function currentBranch(root) {
  const name = await git(root, ['rev-parse', '--abbrev-ref', 'HEAD']);
  return name === 'HEAD' ? undefined : name;
}

/** What `git status` lists in `root`: changes not committed, files not ignored. */
export async function uncommitted(root) {
  // Split at NULs (-z): each entry is «XY path», a path as it is, a rename's source in the entry after it.
  const entries = (await git(root, ['status', '--porcelain', '-z', '--untracked-files=all'])).split('\0');
  const files = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    if (!entry) continue;
    files.push(entry.slice(3));
    if (/^[RC]/.test(entry)) index += 1;
  }
  return files;
}

/** The address an article names a picture of the blog by (`/blog/media/team.jpg`), from its path in the repository. */
export const pictureAddress = (file) => `/${path.posix.relative('src/content', file)}`;

/**
 * Refuses an uploaded picture the site cannot read (a phone's HEIC that
 * this machine's libvips does not decode, a file that is no picture under a
 * picture's name), before it is written.
 */
async function readablePictures(assets) {
  for (const asset of assets) {
    try {
      await sharp(Buffer.from(asset.content, 'base64')).metadata();
    } catch {
      throw new Refusal(422, `Nicht gespeichert: «${path.posix.basename(asset.path)}» kann die Website nicht als Bild lesen. Bitte als JPEG, PNG, WebP oder AVIF speichern (beim iPhone: Einstellungen › Kamera › Formate › «Maximale Kompatibilität») und neu hochladen.`);
    }
  }
}

/** The JSON answer of a refusal, and a line for the terminal. */
function answer(response, status, message) {
  if (response.headersSent) return;
  response.status(status).json({ error: message });
}

/**
 * One request at a time: Decap's own lock gives up after three seconds, and
 * a check can take longer. A request whose page went away while it waited
 * (the editor closed, another entry opened) is dropped when its turn comes:
 * its connection closed before anything here listened for it, so neither
 * `finish` nor `close` would ever release the requests behind it, and the
 * editor's every later save timed out after 60 s.
 */
export function oneAtATime() {
  let last = Promise.resolve();
  return (request, response, next) => {
    let gone = false;
    response.once('close', () => (gone = true));
    const turn = last.then(
      () =>
        new Promise((release) => {
          if (gone) return release();
          response.once('finish', release);
          response.once('close', release);
          request.release = release;
          next();
        }),
    );
    last = turn.catch(() => undefined);
  };
}

/**
 * The languages in which a words file differs between two texts, as
 * `de`, `fr` …; every language when either is not JSON.
 */
function languagesChanged(before, after, languages) {
  try {
    const [a, b] = [JSON.parse(before ?? '{}'), JSON.parse(after ?? '{}')];
    return languages.filter((language) => JSON.stringify(a[language]) !== JSON.stringify(b[language]));
  } catch {
    return [...languages];
  }
}

/**
 * The message of a publication: what is published (the article's title, or
 * the words file's name in the editor) and in which languages.
 */
export async function publicationMessage(root, { branch, draft, collectionLabel, entryLabel, languages, languageNames }) {
  const files = (await git(root, ['diff', '--name-only', `${branch}...${draft}`])).split('\n').filter(Boolean);
  const site = { languages };
  const changed = new Set();
  let title;
  for (const file of files) {
    const place = placeOf(file, site);
    if (place.kind === 'article') {
      changed.add(place.language);
      const source = await git(root, ['show', `${draft}:${file}`]).catch(() => '');
      if (place.language === languages[0] || !title) title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(source)?.[1] ?? title;
    }
    if (place.kind === 'words') {
      const [before, after] = await Promise.all([git(root, ['show', `${branch}:${file}`]).catch(() => undefined), git(root, ['show', `${draft}:${file}`]).catch(() => undefined)]);
      for (const language of languagesChanged(before, after, languages)) changed.add(language);
    }
  }
  const named = languages.filter((language) => changed.has(language)).map((language) => languageNames[language] ?? language);
  const what = title ? `«${title}»` : entryLabel;
  const pictures = files.filter((file) => placeOf(file, site).kind === 'picture').length;
  return [`${collectionLabel}: ${what} veröffentlicht (${named.join(', ') || 'ohne Textänderung'})`, '', `Im Editor geprüft und veröffentlicht (npm run cms): ${files.length} ${files.length === 1 ? 'Datei' : 'Dateien'}${pictures > 0 ? `, davon ${pictures} ${pictures === 1 ? 'Bild' : 'Bilder'}` : ''}.`].join('\n');
}

/**
 * Makes the draft one commit on top of the branch, with `message`, so that
 * decap-server's merge brings exactly that commit: the draft's own commits
 * (one per save) are the editor's steps, the publication is the change.
 */
async function squashDraft(root, { branch, draft, message }) {
  const base = await git(root, ['merge-base', branch, draft]);
  const tip = await git(root, ['rev-parse', branch]);
  if (base !== tip) {
    // Something was published since the draft was last saved: it goes on top of that first.
    await git(root, ['checkout', '--quiet', draft]);
    try {
      await git(root, ['rebase', '--quiet', branch]);
    } catch {
      await git(root, ['rebase', '--abort']).catch(() => undefined);
      await git(root, ['checkout', '--quiet', branch]);
      throw new Refusal(409, `Der Entwurf und die veröffentlichte Fassung wurden beide geändert, an denselben Stellen. Bitte den Entwurf öffnen, die Änderungen prüfen und neu speichern; danach lässt er sich veröffentlichen.`);
    }
    await git(root, ['checkout', '--quiet', branch]);
  }
  const commit = await git(root, ['commit-tree', `${draft}^{tree}`, '-p', branch, '-m', message]);
  await git(root, ['update-ref', `refs/heads/${draft}`, commit]);
  return commit;
}

/**
 * The editor's server in front of decap-server's middleware. `site` names
 * the languages (their folder segments), the collections, the branch the
 * editor was started on and its origin; `rules` are the build's own
 * checks (see editorChecks.mjs); `labels` the German names of collections,
 * entries and languages for the messages of publications.
 * @param {import('express').Express} app decap-server's Express, not yet given its middleware
 * @param {{
 *   root: string,
 *   site: { languages: string[], collections: string[], branch: string, origins: string[] },
 *   rules: Omit<Parameters<typeof checkedSave>[1], 'placeOf' | 'onDisk' | 'articlesOnDisk' | 'languages'>,
 *   labels: { collections: Record<string, string>, entries: Record<string, string>, languages: Record<string, string> },
 *   express: typeof import('express'),
 *   log?: (line: string) => void,
 * }} options
 */
export function guardEditorApi(app, { root, site, rules, labels, express, log = (line) => console.warn(line) }) {
  const refuse = (response, error) => {
    const status = error instanceof Refusal ? error.status : 500;
    const message = error instanceof Refusal ? error.message : `Der Editor konnte das nicht ausführen: ${error?.message ?? error}`;
    if (status >= 500) log(`cms: ${message}`);
    answer(response, status, message);
  };

  app.disable('x-powered-by');
  // 1. The editor's own page, and nobody else's: a request with another origin is not even read.
  app.use(API, (request, response, next) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !site.origins.includes(origin)) return answer(response, 403, `Nur die Seite des Editors (${site.origins[0]}/admin/) darf ihn aufrufen, nicht ${String(origin).slice(0, 80)}.`);
    if (request.method === 'OPTIONS') return response.status(204).end();
    if (request.method !== 'POST') return answer(response, 405, 'Der Editor nimmt nur POST-Anfragen an.');
    if (!request.is('application/json')) return answer(response, 415, 'Eine Anfrage an den Editor ist JSON (Content-Type: application/json).');
    return next();
  });
  // A picture of 20 MB is about 27 MB as base64.
  app.use(API, express.json({ limit: Math.ceil((LARGEST_PICTURE * 4) / 3) + 1024 * 1024, strict: true }));
  app.use(API, (error, _request, response, next) => {
    if (!error) return next();
    if (error.type === 'entity.too.large') return answer(response, 413, `Zu gross: ein Bild darf höchstens ${LARGEST_PICTURE / 1024 / 1024} MB haben; bitte eine kleinere Fassung hochladen.`);
    return answer(response, 400, 'Die Anfrage ist kein gültiges JSON.');
  });
  app.use(API, oneAtATime());

  const onDisk = async (file) => readFile(path.join(root, file), 'utf8').catch(() => undefined);
  const articlesOnDisk = async (language) => {
    const folder = `${EDITOR_PLACES.articles}/${language}`;
    const names = (await git(root, ['ls-files', '--', folder]).catch(() => '')).split('\n').filter((name) => name.endsWith('.md'));
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await onDisk(name)) ?? ''])));
  };

  const picturesOnDisk = async () => {
    const names = await readdir(path.join(root, EDITOR_PLACES.media)).catch(() => []);
    return names.map((name) => pictureAddress(`${EDITOR_PLACES.media}/${name}`));
  };

  app.post(API, async (request, response, next) => {
    try {
      const judged = judgeRequest(request.body, site);
      const { action, params } = request.body;
      const uploaded = action === 'persistMedia' ? [params.asset] : action === 'persistEntry' ? params.assets : [];
      await readablePictures(uploaded);
      const commits = judged.writes.length > 0 || judged.deletes.length > 0 || action === 'publishUnpublishedEntry';
      if (commits) {
        const left = await uncommitted(root);
        if (left.length > 0) {
          throw new Refusal(409, `Nicht gespeichert: im Arbeitsverzeichnis liegen Änderungen, die nicht committet sind (${left.slice(0, 5).join(', ')}${left.length > 5 ? ` und ${left.length - 5} weitere` : ''}). Der Editor speichert jeden Stand als Commit und würde sie mitnehmen; bitte zuerst committen oder mit «git stash» beiseitelegen.`);
        }
      }
      // Decap asks for each language's file of a draft, with an empty id for a file the draft did not change (an
      // untouched German text, a language nobody wrote). decap-server reads the file from the draft's branch without
      // the id, but its validation refuses an empty one, and Decap then never finishes opening the draft.
      if (action === 'unpublishedEntryDataFile' && params.id === '') params.id = params.path;
      if (action === 'persistEntry') {
        const files = params.dataFiles ?? [params.entry];
        const pictures = new Set([...(await picturesOnDisk()), ...params.assets.map((asset) => pictureAddress(asset.path))]);
        const saved = await checkedSave(files, { ...rules, languages: site.languages, placeOf: (file) => placeOf(file, site), onDisk, articlesOnDisk, pictures });
        if (saved.findings.length > 0) {
          throw new Refusal(422, `Nicht gespeichert: die Prüfung der Website meldet ${saved.findings.length === 1 ? 'einen Fehler' : `${saved.findings.length} Fehler`}.\n${saved.findings.join('\n')}`);
        }
        if (saved.dataFiles.length === 0) throw new Refusal(422, 'Nicht gespeichert: der Artikel hat in keiner Sprache einen Titel, eine Zusammenfassung oder einen Text.');
        if (params.dataFiles) params.dataFiles = saved.dataFiles;
        else params.entry = saved.dataFiles[0];
      }
      if (action === 'publishUnpublishedEntry') {
        const draft = `cms/${params.collection}/${params.slug}`;
        const exists = await git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${draft}`]).then(
          () => true,
          () => false,
        );
        if (!exists) throw new Refusal(404, `Einen Entwurf «${params.slug}» gibt es nicht (mehr).`);
        const message = await publicationMessage(root, {
          branch: site.branch,
          draft,
          collectionLabel: labels.collections[params.collection] ?? params.collection,
          entryLabel: labels.entries[params.slug] ? `«${labels.entries[params.slug]}»` : params.slug,
          languages: site.languages,
          languageNames: labels.languages,
        });
        const commit = await squashDraft(root, { branch: site.branch, draft, message });
        // The editor's page says where the publication went (cms/editorNotices.ts).
        const send = response.json.bind(response);
        response.json = (body) => send(response.statusCode < 300 ? { ...body, commit, branch: site.branch } : body);
      }
      return next();
    } catch (error) {
      request.release?.();
      return refuse(response, error);
    }
  });
}
