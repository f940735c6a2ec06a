import { findSampleMarks } from '../../scripts/samples/sampleMarks.mjs';

/*
 * The sample values for the docs page «Betrieb/Beispielwerte»: read, like
 * `npm run samples`, from the marks in the content's source
 * (src/content/sampleValue.ts), so a value replaced and unmarked leaves the
 * list without an edit here. Storybook's own docs styles set the table.
 */

const sources = import.meta.glob<string>(['../../src/content/**/*.ts', '../../src/content/blog/*/*.md', '!../../src/content/**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

const marks = findSampleMarks(Object.entries(sources).map(([file, text]) => ({ path: file.replace('../../', ''), text })));

/** How many sample values are still in place. */
export function SampleCount() {
  return <strong>{marks.length}</strong>;
}

/** Every sample value still in place: what it stands for, where it is written and the value as written. */
export function SampleValuesTable() {
  return (
    <table>
      <caption>Beispielwerte, die vor dem Livegang ersetzt werden ({marks.length})</caption>
      <thead>
        <tr>
          <th scope="col">Was</th>
          <th scope="col">Wo ändern</th>
          <th scope="col">Heutiger Wert</th>
        </tr>
      </thead>
      <tbody>
        {marks.map((mark) => (
          <tr key={`${mark.file}:${mark.line}`}>
            <td>{mark.what}</td>
            <td>
              <code>
                {mark.file}:{mark.line}
              </code>
            </td>
            <td>
              <code>{mark.value.length > 140 ? `${mark.value.slice(0, 140)}…` : mark.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
