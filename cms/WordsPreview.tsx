import { useState, type ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { contentWithFileWords, pagesShowing, type WordsFile } from './wordsUsage';
import { localeSettings } from '../src/lib/locales';
import { localizedPagePaths, type PageName } from '../src/lib/paths';
import { DEV_SERVER, fill, localeOfSegment, PreviewBoundary, PreviewFrame, SitePage } from './previewParts';
import editorWords from './editorWords.json';

/**
 * The preview of one words file, as the site draws it: the sections of a
 * page that shows the file's texts, with the design system's own
 * components and content composition (`compose`, as the stories and the
 * build), in the language of the editor's left pane, light or dark. Texts
 * every page shows (the header, the consent prompt, page titles) are no
 * page's sections: for those it says how to see them in `npm run dev`.
 */
export function wordsPreview(file: WordsFile): ComponentType<PreviewTemplateComponentProps> {
  return function WordsPreview(props) {
    const { entry, document: frame } = props;
    const locale = localeOfSegment((props as { locale?: string }).locale);
    const pages = pagesShowing(file);
    const [chosen, setChosen] = useState<PageName | null>(null);
    const page = chosen && pages.includes(chosen) ? chosen : pages[0];
    const words = (entry.get('data') as { toJS: () => unknown }).toJS();
    const url = `${DEV_SERVER}${page ? localizedPagePaths[page][locale] : `/${localeSettings[locale].segment}`}`;
    const bar = (
      <>
        {pages.length > 1 && (
          <label>
            {editorWords.pageLabel}{' '}
            <select value={page} onChange={(event) => setChosen(event.target.value as PageName)}>
              {pages.map((name) => (
                <option key={name} value={name}>
                  {localizedPagePaths[name][locale]}
                </option>
              ))}
            </select>
          </label>
        )}
        <p style={{ margin: 0 }}>{page ? fill(editorWords.sectionsOnly, { page: localizedPagePaths[page][locale], url }) : fill(editorWords.nowhereHonest, { url })}</p>
      </>
    );
    const content = page ? contentWithFileWords(file, locale, words) : undefined;
    return (
      <PreviewFrame frame={frame} bar={bar}>
        {page && content && (
          <PreviewBoundary data={words}>
            <SitePage page={page} locale={locale} content={content.pages[page]} shell={content.shell.shell} />
          </PreviewBoundary>
        )}
      </PreviewFrame>
    );
  };
}
