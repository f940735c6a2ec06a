// What the editor's server lets through to decap-server (scripts/cms/editorServer.mjs),
// judged on the request alone, before anything touches the disk:
//
// - its shape: every action Decap's proxy backend sends, with the params it
//   sends, each of the right kind; anything else is a malformed request (400)
//   or an action the editor does not know (422);
// - where it may reach: the words files (read, save; never moved or
//   deleted), the blog's articles (read, save, move within the blog,
//   delete) and the blog's pictures (read, save, delete), on the branch the
//   editor was started on; anything else is refused (403) with a sentence
//   that says why.
//
// A pure function of the request and the editor's places, so the unit test
// holds it to each refusal without a server.

/** The places an editor owns, from the repository's root. */
export const EDITOR_PLACES = Object.freeze({
  words: 'src/content/words',
  articles: 'src/content/blog',
  media: 'src/content/blog/media',
});

/** The picture files the blog takes, as a camera or a phone makes them. */
export const PICTURE_EXTENSIONS = Object.freeze(['jpg', 'jpeg', 'png', 'webp', 'avif', 'heic', 'heif']);

/** The largest picture an editor may upload, in bytes (20 MB: a phone's photo at full size). */
export const LARGEST_PICTURE = 20 * 1024 * 1024;

/** The statuses of a draft on the workflow board (Decap's own names). */
export const DRAFT_STATUSES = Object.freeze(['draft', 'pending_review', 'pending_publish']);

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A request the server refuses: the HTTP status and a sentence for the editor. */
export class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const malformed = (what) => {
  throw new Refusal(400, `Unvollständige Anfrage: ${what}.`);
};
const refuse = (why) => {
  throw new Refusal(403, why);
};

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value, what) => (typeof value === 'string' && value.length > 0 ? value : malformed(`${what} fehlt oder ist kein Text`));
const list = (value, what) => (Array.isArray(value) ? value : malformed(`${what} fehlt oder ist keine Liste`));
const object = (value, what) => (isObject(value) ? value : malformed(`${what} fehlt`));

/**
 * A path as the repository names it: relative, forward slashes, no empty,
 * `.` or `..` segment, no character a file name of the site does not have.
 * @param {unknown} value
 * @param {string} what
 * @returns {string}
 */
export function repositoryPath(value, what = 'ein Pfad') {
  const path = text(value, what);
  const segments = path.split('/');
  if (path.startsWith('/') || segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..' || segment.includes('..'))) {
    refuse(`«${path.slice(0, 120)}» ist kein Pfad im Repository, den der Editor kennt.`);
  }
  return path;
}

/**
 * What a path is to the editor: a words file, an article (with its
 * language segment and slug), a picture of the blog, or nothing it owns.
 * @param {string} path
 * @param {{ languages: readonly string[] }} site
 * @returns {{ kind: 'words' } | { kind: 'article', language: string, slug: string } | { kind: 'picture' } | { kind: 'other' }}
 */
export function placeOf(path, { languages }) {
  const { words, articles, media } = EDITOR_PLACES;
  if (path.startsWith(`${words}/`) && /^(?:[a-z][A-Za-z0-9-]*\/)*[a-z][A-Za-z0-9-]*\.json$/.test(path.slice(words.length + 1))) return { kind: 'words' };
  const article = new RegExp(`^${articles}/(${languages.join('|')})/([a-z0-9]+(?:-[a-z0-9]+)*)\\.md$`).exec(path);
  if (article) return { kind: 'article', language: article[1], slug: article[2] };
  const picture = path.startsWith(`${media}/`) ? path.slice(media.length + 1) : '';
  if (picture && !picture.includes('/') && PICTURE_EXTENSIONS.includes(picture.split('.').pop()?.toLowerCase() ?? '')) return { kind: 'picture' };
  return { kind: 'other' };
}

const OWNED = 'Der Editor schreibt nur die Textdateien (src/content/words/), die Artikel des Blogs (src/content/blog/<Sprache>/) und ihre Bilder (src/content/blog/media/)';

/** A path the action may read: anything the editor owns, or the folders it lists. */
function readable(value, site, what) {
  const path = repositoryPath(value, what);
  if (placeOf(path, site).kind === 'other') refuse(`${OWNED}, und liest auch nur diese: «${path}» gehört nicht dazu.`);
  return path;
}

/** A path the action may write: `allowed` names the kinds it may be. */
function writable(value, site, allowed, doing) {
  const path = repositoryPath(value, 'der Pfad einer Datei');
  const { kind } = placeOf(path, site);
  if (kind === 'other') refuse(`${OWNED}: «${path}» ist keine davon, nichts wurde ${doing}.`);
  if (!allowed.includes(kind)) {
    const why = kind === 'words' ? 'Eine Textdatei gehört zur Struktur der Website: der Editor ändert ihre Texte, löscht oder verschiebt sie aber nie' : `«${path}» kann der Editor nicht ${doing === 'gelöscht' ? 'löschen' : 'so schreiben'}`;
    refuse(`${why}; nichts wurde ${doing}.`);
  }
  return { path, kind };
}

const collectionAndSlug = (params, site) => {
  const collection = text(params.collection, 'die Sammlung');
  const slug = text(params.slug, 'der Name des Eintrags');
  if (!site.collections.includes(collection)) refuse(`Eine Sammlung «${collection.slice(0, 60)}» gibt es im Editor nicht.`);
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug)) refuse(`«${slug.slice(0, 60)}» ist kein Name eines Eintrags.`);
  return { collection, slug };
};

/** An uploaded picture: base64 content, in the blog's media folder, no larger than the limit. */
function picture(asset, site) {
  object(asset, 'das Bild');
  const { path } = writable(asset.path, site, ['picture'], 'gespeichert');
  if (asset.encoding !== 'base64') malformed('ein Bild kommt base64-kodiert');
  const content = text(asset.content, 'der Inhalt des Bildes');
  if (Math.floor((content.length * 3) / 4) > LARGEST_PICTURE) throw new Refusal(413, `Das Bild ist grösser als ${LARGEST_PICTURE / 1024 / 1024} MB; bitte eine kleinere Fassung hochladen.`);
  return path;
}

const persistOptions = (options, { requireCollection }) => {
  object(options, 'das Feld «options»');
  text(options.commitMessage, 'die Beschreibung der Änderung');
  if (typeof options.useWorkflow !== 'boolean') malformed('ob ein Entwurf gespeichert wird, fehlt');
  if (requireCollection) text(options.status, 'der Status des Entwurfs');
};

/**
 * Judges a request to `/api/v1`: returns what it touches, or throws a
 * `Refusal`. `site` names the languages (segments), the collections of the
 * editor's configuration and the branch it was started on.
 * @param {unknown} body
 * @param {{ languages: readonly string[], collections: readonly string[], branch: string }} site
 * @returns {{ action: string, writes: string[], deletes: string[] }}
 */
export function judgeRequest(body, site) {
  if (!isObject(body)) malformed('eine Anfrage an den Editor ist ein JSON-Objekt mit «action» und «params»');
  const action = text(body.action, 'die Aktion');
  if (action === 'info') return { action, writes: [], deletes: [] };
  const params = object(body.params, 'das Feld «params»');
  const branch = text(params.branch, 'der Branch');
  if (branch !== site.branch) refuse(`Der Editor arbeitet auf dem Branch «${site.branch}», mit dem er gestartet wurde, nicht auf «${branch.slice(0, 60)}».`);
  const writes = [];
  const deletes = [];
  switch (action) {
    case 'entriesByFolder': {
      const folder = repositoryPath(params.folder, 'der Ordner');
      if (![EDITOR_PLACES.words, EDITOR_PLACES.articles].includes(folder)) refuse(`${OWNED}: den Ordner «${folder}» liest er nicht.`);
      text(params.extension, 'die Endung');
      if (!Number.isInteger(params.depth) || params.depth < 1 || params.depth > 4) malformed('die Tiefe ist eine Zahl von 1 bis 4');
      break;
    }
    case 'entriesByFiles':
      for (const file of list(params.files, 'die Liste der Dateien')) readable(object(file, 'eine Datei').path, site, 'der Pfad einer Datei');
      break;
    case 'getEntry': {
      // Decap asks whether an article's name is taken without its language's folder: there is no such file.
      const path = repositoryPath(params.path, 'der Pfad');
      if (new RegExp(`^${EDITOR_PLACES.articles}/[a-z0-9-]+\\.md$`).test(path)) throw new Refusal(404, 'Diese Datei gibt es nicht.');
      readable(path, site, 'der Pfad');
      break;
    }
    case 'getMediaFile':
      readable(params.path, site, 'der Pfad');
      break;
    case 'getMedia':
      if (repositoryPath(params.mediaFolder, 'der Medienordner') !== EDITOR_PLACES.media) refuse(`Bilder hat der Blog nur in ${EDITOR_PLACES.media}/.`);
      break;
    case 'unpublishedEntries':
      break;
    case 'unpublishedEntry':
      if (params.id !== undefined) {
        const [collection, ...slug] = text(params.id, 'die Kennung des Entwurfs').split('/');
        collectionAndSlug({ collection, slug: slug.join('/') }, site);
      } else collectionAndSlug(params, site);
      break;
    case 'unpublishedEntryDataFile':
    case 'unpublishedEntryMediaFile':
      collectionAndSlug(params, site);
      readable(params.path, site, 'der Pfad');
      break;
    case 'deleteUnpublishedEntry':
    case 'publishUnpublishedEntry':
    case 'getDeployPreview':
      collectionAndSlug(params, site);
      break;
    case 'updateUnpublishedEntryStatus': {
      collectionAndSlug(params, site);
      if (!DRAFT_STATUSES.includes(text(params.newStatus, 'der neue Status'))) refuse(`Einen Status «${String(params.newStatus).slice(0, 40)}» kennt der Arbeitsablauf nicht.`);
      break;
    }
    case 'persistEntry': {
      if ((params.entry === undefined) === (params.dataFiles === undefined)) malformed('ein Eintrag kommt entweder als «entry» oder als «dataFiles»');
      const files = params.dataFiles === undefined ? [params.entry] : list(params.dataFiles, 'die Liste der Dateien');
      if (files.length === 0) malformed('ein Eintrag ohne Datei');
      persistOptions(params.options, { requireCollection: params.options?.useWorkflow === true });
      if (params.options.useWorkflow) collectionAndSlug({ collection: params.options.collectionName, slug: files[0]?.slug }, site);
      const kinds = new Set();
      for (const file of files) {
        object(file, 'eine Datei des Eintrags');
        text(file.slug, 'der Name des Eintrags');
        if (typeof file.raw !== 'string') malformed('der Inhalt einer Datei fehlt');
        const { path, kind } = writable(file.path, site, ['words', 'article'], 'gespeichert');
        kinds.add(kind);
        writes.push(path);
        if (file.newPath !== undefined) {
          if (kind !== 'article') refuse('Eine Textdatei gehört zur Struktur der Website: der Editor verschiebt sie nie; nichts wurde gespeichert.');
          const moved = writable(file.newPath, site, ['article'], 'verschoben');
          if (placeOf(moved.path, site).language !== placeOf(path, site).language) refuse('Ein Artikel bleibt beim Umbenennen im Ordner seiner Sprache; nichts wurde verschoben.');
          writes.push(moved.path);
          deletes.push(path);
        }
      }
      if (kinds.size > 1) refuse('Ein Eintrag ist entweder eine Textdatei oder ein Artikel, nicht beides; nichts wurde gespeichert.');
      if (files.some((file) => file.newPath !== undefined) && !files.every((file) => file.newPath !== undefined)) malformed('wird ein Artikel umbenannt, dann in jeder Sprache');
      for (const asset of list(params.assets, 'die Liste der Bilder')) writes.push(picture(asset, site));
      break;
    }
    case 'persistMedia':
      object(params.options, 'das Feld «options»');
      text(params.options.commitMessage, 'die Beschreibung der Änderung');
      writes.push(picture(params.asset, site));
      break;
    case 'deleteFile':
    case 'deleteFiles': {
      object(params.options, 'das Feld «options»');
      text(params.options.commitMessage, 'die Beschreibung der Änderung');
      const paths = action === 'deleteFile' ? [params.path] : list(params.paths, 'die Liste der Pfade');
      if (paths.length === 0) malformed('nichts zu löschen');
      for (const path of paths) deletes.push(writable(path, site, ['article', 'picture'], 'gelöscht').path);
      break;
    }
    default:
      throw new Refusal(422, `Die Aktion «${action.slice(0, 40)}» kennt der Editor nicht.`);
  }
  return { action, writes, deletes };
}
