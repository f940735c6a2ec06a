// What a text field of the editor holds its text to while it is typed:
// the words check's placeholder rules (scripts/content/wordsCheck.mjs) and
// the length its place allows (cmsConfig.mjs writes each field's rule).
// Read by the editor's page (cms/checkedWidgets.tsx), which shows the
// message under the field at every keystroke; the server checks the saved
// file again with the build's own code. A message names the real reason, in
// the editor's German, in sentence case.
import { placeholdersOf } from '../content/placeholders.mjs';

/**
 * @typedef {object} TextRule
 * @property {string[]} required placeholders the text must keep
 * @property {string[]} allowed placeholders the site fills in here
 * @property {Record<string, string>} [names] what each placeholder stands for
 * @property {{ min?: number, max: number, offset?: number, offsets?: Record<string, number>, message: string }} [length]
 *   the length the place allows, counted with `offset` characters added (what
 *   the site adds: the brand after a page title, a value for a placeholder),
 *   or the language's own in `offsets`; `message` says why, `{count}` the
 *   length so counted
 */

const braces = (name) => `{${name}}`;

/**
 * The first thing wrong with `value` by `rule`, as the editor reads it; none
 * when it may be saved. `language` is the pane's (`de`, `fr` …).
 * @param {unknown} value
 * @param {TextRule} rule
 * @param {string} [language]
 * @returns {string | undefined}
 */
export function textProblem(value, rule, language = 'de') {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const unclosed = /\{(?!\w+\})[^}\s]{0,30}/.exec(value);
  if (unclosed) return `«${unclosed[0]}» ist kein Platzhalter: ein Platzhalter steht ganz in geschweiften Klammern, zum Beispiel ${braces(rule.required[0] ?? rule.allowed[0] ?? 'brand')}.`;
  const own = placeholdersOf(value);
  const described = (name) => (rule.names?.[name] ? `${braces(name)} (${rule.names[name]})` : braces(name));
  const invented = own.find((name) => !rule.allowed.includes(name));
  if (invented) {
    const possible = rule.allowed.length > 0 ? `Hier setzt sie ${rule.allowed.map(described).join(', ')} ein.` : 'Dieser Text hat keine Platzhalter.';
    return `${braces(invented)} setzt die Website hier nicht ein; so würde es wörtlich auf der Seite stehen. ${possible}`;
  }
  const missing = rule.required.find((name) => !own.includes(name));
  if (missing) return `${described(missing)} fehlt: die Website setzt den Wert hier ein. Den Platzhalter stehen lassen, verschieben darf man ihn.`;
  if (rule.length) {
    const count = value.length + (rule.length.offsets?.[language] ?? rule.length.offset ?? 0);
    if (count > rule.length.max || count < (rule.length.min ?? 0)) return rule.length.message.replace('{count}', String(count));
  }
  return undefined;
}
