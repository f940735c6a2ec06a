/**
 * What the editor's page says beyond Decap's own notifications, which
 * vanish after eight seconds and cannot hold a list:
 *
 * - a save, a publication or an upload the editor's server refuses shows
 *   the server's reason (the build's own findings: file, language, place)
 *   in a notice that stays until it is closed or the next save succeeds;
 * - a publication says where it went: the commit, the branch, and that the
 *   site shows it after the next deploy;
 * - a picture that is too large or no picture is refused at the field, in
 *   German, before it is sent;
 * - the language of each pane is named, not coded («Deutsch», not «DE»).
 */
import words from './editorWords.json';
import { LARGEST_PICTURE, PICTURE_EXTENSIONS } from '../scripts/cms/editorRequests.mjs';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The actions whose refusal an editor must read: they would have changed something. */
const WRITES = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles', 'publishUnpublishedEntry', 'updateUnpublishedEntryStatus', 'deleteUnpublishedEntry']);

const NOTICE_ID = 'editor-notice';

function closeNotice() {
  document.getElementById(NOTICE_ID)?.remove();
}

/** Shows one notice at the top of the page, replacing any before it. */
function showNotice(kind: 'refused' | 'published', heading: string, lines: string[]) {
  closeNotice();
  const notice = document.createElement('section');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
  notice.setAttribute('aria-label', heading);
  notice.dataset.kind = kind;
  const title = document.createElement('h2');
  title.textContent = heading;
  notice.append(title);
  for (const line of lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    notice.append(paragraph);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', words.dismiss);
  close.addEventListener('click', closeNotice);
  notice.append(close);
  document.body.append(notice);
}

const STYLE = `
/* Bottom left, over the workflow's empty corner rather than over the fields being edited. */
#${NOTICE_ID} { position: fixed; z-index: 10000; inset: auto auto 12px 12px; max-width: min(640px, calc(100vw - 24px)); max-height: 45vh; overflow: auto;
  padding: 16px 48px 16px 20px; border-radius: 8px; font: 15px/1.5 system-ui, sans-serif; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2); }
#${NOTICE_ID}[data-kind="refused"] { background: #fff4f4; color: #5c0f0f; border: 2px solid #b42318; }
#${NOTICE_ID}[data-kind="published"] { background: #f1fbf4; color: #0f3d1f; border: 2px solid #1d7a3e; }
#${NOTICE_ID} h2 { margin: 0 0 8px; font-size: 17px; }
#${NOTICE_ID} p { margin: 0 0 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
#${NOTICE_ID} button { position: absolute; top: 8px; right: 8px; width: 32px; height: 32px; border: 0; background: transparent; font-size: 22px; cursor: pointer; color: inherit; }
#${NOTICE_ID} button:focus-visible { outline: 3px solid currentColor; }
/* Decap sets its field messages in capitals: a sentence is easier to read, and a {placeholder} keeps its case. */
[class*="ControlErrorsList"], [class*="ControlErrorsList"] li { text-transform: none !important; }
`;

/** The action a request to the editor's server names. */
function actionOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  return /"action"\s*:\s*"(\w+)"/.exec(body)?.[1];
}

function watchTheServer(api: string) {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const action = actionOf(init?.body);
    if (!url.includes(api) || !action || !WRITES.has(action)) return response;
    const answer = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string; commit?: string; branch?: string };
    if (!response.ok && answer.error) {
      const [first = '', ...findings] = answer.error.split('\n');
      showNotice('refused', words.refused, findings.length > 0 ? [first, words.refusedLead, ...findings] : [first]);
    } else if (response.ok && action === 'publishUnpublishedEntry' && answer.commit) {
      showNotice('published', words.publishedHeading, [fill(words.published, { commit: answer.commit.slice(0, 7), branch: answer.branch ?? '' })]);
    } else if (response.ok && action === 'persistEntry') closeNotice();
    return response;
  };
}

function refusePicturesTooLarge() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      for (const file of Array.from(input.files ?? [])) {
        const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
        const problem = !PICTURE_EXTENSIONS.includes(extension)
          ? fill(words.notAPicture, { file: file.name })
          : file.size > LARGEST_PICTURE
            ? fill(words.pictureTooLarge, { file: file.name, size: (file.size / 1024 / 1024).toFixed(1), limit: String(LARGEST_PICTURE / 1024 / 1024) })
            : undefined;
        if (problem) {
          // Before Decap's own handler: nothing is read or sent.
          event.stopImmediatePropagation();
          input.value = '';
          showNotice('refused', words.refused, [problem]);
          return;
        }
      }
    },
    { capture: true },
  );
}

/** «Sprache dieser Spalte: DE» and the menu's «de» as the language's name. */
function nameThePaneLanguages() {
  const names = words.languages as Record<string, string>;
  const prefix = words.paneLanguage.split('{language}')[0]!;
  const rename = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (text.startsWith(prefix)) {
        const code = text.slice(prefix.length).trim().toLowerCase();
        if (names[code]) node.data = fill(words.paneLanguage, { language: names[code] });
      } else if (names[text.trim()] && node.parentElement?.closest('[role="menuitem"]')) node.data = names[text.trim()]!;
    }
  };
  new MutationObserver(rename).observe(document.body, { childList: true, subtree: true, characterData: true });
}

export function installEditorNotices(api: string) {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  watchTheServer(api);
  refusePicturesTooLarge();
  nameThePaneLanguages();
}
