// The editor's page (`npm run cms`, scripts/cms/start.mjs): Decap CMS, its
// configuration from /admin/config.yml, and for every words file a preview
// drawn with the site's own components (WordsPreview.tsx). In German, its
// text fields checked as they are typed, and what the editor's server
// refuses or publishes said where the editor reads it.
import CMS from 'decap-cms-app';
import interFaces from '@fontsource-variable/inter/wght.css?url';
import interFallback from '../src/design/fonts/interFallback.css?url';
import shape from '../src/content/wordsShape.json';
import { wordsPreview } from './WordsPreview';
import { entryNameOf } from '../scripts/cms/entryName.mjs';
import { registerCheckedWidgets } from './checkedWidgets';
import { registerEditorGerman } from './editorGerman';
import { registerMarkdownHeadings } from './markdownHeadings';
import { installEditorNotices } from './editorNotices';
import { registerPictureComponent } from './pictureComponent';

// The preview is a frame of its own: the text font's faces go into it.
CMS.registerPreviewStyle(interFaces);
CMS.registerPreviewStyle(interFallback);

for (const file of Object.keys(shape.files)) {
  // A file collection's entry is previewed by the template of its name.
  CMS.registerPreviewTemplate(entryNameOf(file), wordsPreview(file));
}

registerEditorGerman();
registerCheckedWidgets();
registerMarkdownHeadings();
registerPictureComponent();
installEditorNotices('/api/v1');

CMS.init();
