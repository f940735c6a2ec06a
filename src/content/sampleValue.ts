/**
 * Marks a value written in place of one only the operator knows (a phone
 * number, a register number, the team, the customers quoted): an obviously
 * sample value that must be replaced before the site goes live. The mark
 * changes nothing at run time; `npm run samples`, the Storybook page
 * «Betrieb/Beispielwerte» and the production build read the marks in the
 * source and list every one still in place, with the file and line to
 * change. Remove the mark with the value.
 *
 * `what` says, in German as the reviewers' pages do, what the value stands
 * for. It must be a string literal: the list is read from the source.
 */
export function sampleValue<const T>(value: T, what: string): T {
  void what;
  return value;
}
