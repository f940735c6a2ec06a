/**
 * A picture in an article's text, as the editor inserts it («Einfügen» ›
 * «Bild»): Decap's own image component in German, with what the site asks
 * of a picture said where it is chosen: one of the blog's (uploaded, not
 * linked from elsewhere), no larger than 20 MB, and what it shows written
 * in the pane's language (the build refuses a picture without). The
 * Markdown it writes is Decap's: `![what it shows](/blog/media/file.jpg "caption")`.
 */
import CMS from 'decap-cms-app';
import { LARGEST_PICTURE } from '../scripts/cms/editorRequests.mjs';

const PATTERN = /^!\[([^\]]*)\]\((.*?)(\s"([^"]*)")?\)/;

type Component = Extract<Parameters<typeof CMS.registerEditorComponent>[0], { fields?: unknown }>;

/** A component's fields take every option their widget takes; Decap's types name only a few. */
const fields = [
  { label: 'Bild', name: 'image', widget: 'image', choose_url: false, media_library: { allow_multiple: false, config: { max_file_size: LARGEST_PICTURE } } },
  { label: 'Was das Bild zeigt (Alternativtext, Pflicht)', name: 'alt', widget: 'string', hint: 'Für Menschen, die das Bild nicht sehen: ein Satz, in der Sprache dieser Spalte.' },
  { label: 'Bildlegende (wenn nötig)', name: 'title', widget: 'string', required: false },
] as unknown as Component['fields'];

export function registerPictureComponent() {
  // Under Decap's own id, so that a picture already in a text opens in this one.
  CMS.registerEditorComponent({
    id: 'image',
    label: 'Bild',
    pattern: PATTERN,
    fields,
    fromBlock: (match: RegExpMatchArray) => ({ image: match[2], alt: match[1], title: match[4] }),
    toBlock: ({ alt, image, title }: { alt?: string; image?: string; title?: string }) => `![${alt ?? ''}](${image ?? ''}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`,
    // The article's preview (cms/ArticlePreview.tsx) draws pictures as the site does; this is Decap's own, in its text view.
    toPreview: ({ alt, image }: { alt?: string; image?: string }) => `<img src="${image ?? ''}" alt="${(alt ?? '').replace(/"/g, '&quot;')}">`,
  });
}
