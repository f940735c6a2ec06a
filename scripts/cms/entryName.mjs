// The editor's name for a words file's entry (`legal/terms.json` → `legal_terms`):
// its configuration names the entry so, and the preview template registers under it.
/** @type {(file: string) => string} */
export const entryNameOf = (file) => file.replace(/\.json$/, '').replace(/\W/g, '_');
