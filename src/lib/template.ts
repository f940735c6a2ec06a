/**
 * Words with places for values, `{name}`: «{count} Zeichen», «{path} leitet
 * auf {target} weiter». Content writes them as plain strings rather than
 * as functions, so words stay data: an island carries them to the browser
 * as JSON (src/lib/islandData.ts), and a translator edits a sentence, not
 * code. Figures are formatted before they are filled in (the one
 * formatter), never here.
 */
export type Template = string;

/** The same words for one thing and for several: «{count} weitere Person», «{count} weitere Personen». */
export interface PluralWords {
  one: Template;
  other: Template;
}

/** The template with each `{name}` replaced by its value; throws on a place it has no value for, so a typo cannot reach a page. */
export function fillIn(template: Template, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_place, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`«${template}» has no value for {${name}}`);
    return String(values[name]);
  });
}
