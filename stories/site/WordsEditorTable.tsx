import files from '../../cms/files.json';
import labels from '../../cms/labels.json';
import { pagesShowing } from '../../cms/wordsUsage';
import shape from '../../src/content/wordsShape.json';
import { localizedPagePaths } from '../../src/lib/paths';
import { defaultLocale } from '../../src/lib/locales';
import { pageDocsId, storybookHref } from './pageStories';

/*
 * What each collection of the editor (`npm run cms`) edits, for the docs
 * page «Site/Texte bearbeiten»: read from the editor's own lists
 * (cms/files.json, cms/labels.json), the words files' shape and the pages
 * that show each file's texts (cms/wordsUsage.ts), so a new words file or
 * section shows up here without an edit. Storybook's docs styles set the tables.
 */

type FileName = keyof typeof files.files;
const keyLabel = (key: string) => (labels.keys as Record<string, string>)[key] ?? key;

/** One collection of the editor: its entries, the file each writes, the sections inside and the pages that show them. */
export function WordsCollection({ group }: { group: keyof typeof files.groups }) {
  const entries = (Object.keys(files.files) as FileName[]).filter((file) => files.files[file].group === group);
  return (
    <table>
      <caption>
        {files.groups[group]} ({entries.length} Einträge)
      </caption>
      <thead>
        <tr>
          <th scope="col">Eintrag</th>
          <th scope="col">Datei unter src/content/words</th>
          <th scope="col">Abschnitte</th>
          <th scope="col">Gezeigt auf</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((file) => {
          const sections = Object.keys((shape.files as Record<string, { properties: Record<string, unknown> }>)[file]!.properties);
          const pages = pagesShowing(file);
          return (
            <tr key={file}>
              <td>{files.files[file].label}</td>
              <td>
                <code>{file}</code>
              </td>
              <td>{sections.map(keyLabel).join(', ')}</td>
              <td>
                {pages.length === 0
                  ? 'jeder Seite (Kopf- und Fusszeile, Cookie-Hinweis, Bedienelemente oder Seitentitel): zu sehen mit npm run dev'
                  : pages.map((page, index) => (
                      <span key={page}>
                        {index > 0 && ', '}
                        <a href={storybookHref(pageDocsId(page))} target="_top">
                          {localizedPagePaths[page][defaultLocale]}
                        </a>
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
